#!/usr/bin/env bash
# One database user per service with rights on its own database alone (rows only), and one that creates and
# migrates that database: what `npm start` does through infra/dev/db-users.ts. Idempotent.
#
# docker-compose.yml runs it on the database container's first start (/docker-entrypoint-initdb.d). On another
# server run it once as an administrator, with the passwords in the environment:
#   DB_PASSWORD_AUTH=... DB_MIGRATION_PASSWORD_AUTH=... (each service) bash 10-service-users.sh -h <host> -u root -p
# A service connects as seats_<service> (MYSQL_URL) and migrates as seats_<service>_mig (MIGRATION_MYSQL_URL).
set -euo pipefail

run_sql() {
  # Inside the MariaDB image's first start; elsewhere the client with the arguments given.
  if declare -F docker_process_sql >/dev/null; then docker_process_sql; else "${MYSQL_CLIENT:-mariadb}" "$@"; fi
}

for service in auth seating reporting billing leads; do
  upper="${service^^}"
  runtime_var="DB_PASSWORD_${upper}"
  migration_var="DB_MIGRATION_PASSWORD_${upper}"
  runtime_pw="${!runtime_var:?$runtime_var is not set}"
  migration_pw="${!migration_var:?$migration_var is not set}"
  # Passwords are made of letters, digits, - and _ (make-env.mjs): nothing to quote.
  [[ "$runtime_pw$migration_pw" =~ ^[A-Za-z0-9_-]+$ ]] || { echo "$runtime_var/$migration_var: letters, digits, - and _ only" >&2; exit 1; }
  db="seats_${service}"
  # In GRANT, `_` is a wildcard: escaped, the grant names this database alone.
  pattern="\`seats\\_${service}\`.*"
  run_sql "$@" <<SQL
CREATE USER IF NOT EXISTS '${db}'@'%' IDENTIFIED BY '${runtime_pw}';
ALTER USER '${db}'@'%' IDENTIFIED BY '${runtime_pw}';
GRANT SELECT, INSERT, UPDATE, DELETE ON ${pattern} TO '${db}'@'%';
CREATE USER IF NOT EXISTS '${db}_mig'@'%' IDENTIFIED BY '${migration_pw}';
ALTER USER '${db}_mig'@'%' IDENTIFIED BY '${migration_pw}';
GRANT ALL PRIVILEGES ON ${pattern} TO '${db}_mig'@'%';
SQL
done
