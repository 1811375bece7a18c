// Prints a fresh .env for docker-compose.yml: Ed25519 token keys, each process's internal token and passwords.
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
INTERNAL_TOKEN_AUTH=${secret(32)}
INTERNAL_TOKEN_SEATING=${secret(32)}
INTERNAL_TOKEN_REPORTING=${secret(32)}
INTERNAL_TOKEN_BILLING=${secret(32)}
INTERNAL_TOKEN_LEADS=${secret(32)}
INTERNAL_TOKEN_WORKERS=${secret(32)}
IVR_SECRET=${randomBytes(24).toString('hex')}
REPORT_LINK_SECRET=${secret(32)}
SEASON_LINK_SECRET=${secret(32)}
IVR_PHONE_NUMBER=03-555-0100
MYSQL_ROOT_PASSWORD=${secret(18)}
# Each service's database users (mysql-init/10-service-users.sh creates them on the first start).
${['AUTH', 'SEATING', 'REPORTING', 'BILLING', 'LEADS']
  .map((s) => `DB_PASSWORD_${s}=${secret(24)}\nDB_MIGRATION_PASSWORD_${s}=${secret(24)}`)
  .join('\n')}
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
