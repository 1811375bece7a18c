// Prints a fresh .env for docker-compose.yml: Ed25519 token keys, the internal token and passwords.
//   node infra/deploy/make-env.mjs > infra/deploy/.env
import { generateKeyPairSync, randomBytes } from 'node:crypto'

const { publicKey, privateKey } = generateKeyPairSync('ed25519', {
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
})
// Services accept PEMs with literal \n, which keeps each value on one line.
const oneLine = (pem) => `"${pem.trim().replace(/\n/g, '\\n')}"`
const secret = (n) => randomBytes(n).toString('base64url')

console.log(`JWT_PUBLIC_KEY=${oneLine(publicKey)}
JWT_PRIVATE_KEY=${oneLine(privateKey)}
INTERNAL_TOKEN=${secret(32)}
IVR_SECRET=${randomBytes(24).toString('hex')}
IVR_PHONE_NUMBER=03-555-0100
MYSQL_ROOT_PASSWORD=${secret(18)}
SEED_ADMIN_EMAIL=admin@example.com
SEED_ADMIN_PASSWORD=${secret(12)}
SEED_DEMO_EMAIL=demo@example.com
SEED_DEMO_PASSWORD=${secret(12)}
# The card provider (SUMIT): fill in from the company's API settings before the first start.
SUMIT_COMPANY_ID=
SUMIT_API_KEY=
SUMIT_API_PUBLIC_KEY=
# The SMTP server for the admin's email (the workers): SMTP_URL=smtps://user:pass@smtp.example.com:465, or the parts.
SMTP_HOST=
SMTP_PORT=587
SMTP_USER=
SMTP_PASS=
SMTP_SECURE=false
MAIL_FROM=מקום פנוי <no-reply@example.com>`)
