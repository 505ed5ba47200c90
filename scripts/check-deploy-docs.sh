#!/usr/bin/env bash
# Runs the Debian guide of docs/deploy.md as an operator would, so the guide cannot rot: every fenced block
# tagged ```sh check=<name> is taken from the file and run as written, as root, in the order of the page.
# Between blocks the check asserts what the guide promises: the unit passes systemd-analyze verify without a
# warning; the instances serve the build dist points to; on the empty database /readyz and the pages answer
# 503, and after the guide's `import -- all` 200; the restored database is ready; after an upgrade the
# instances are ready on the new build and the one before is kept, after a rollback on the one before; an
# instance stopped with the unit's KillSignal exits 0 within TimeoutStopSec.
#
# It runs in a private mount namespace: /etc is an overlay whose writes vanish with the check, /srv and
# /var/backups are empty tmpfs, so the user, the unit, the nginx site and the settings the guide creates
# never reach the machine. PostgreSQL is the machine's own (the guide's role and databases are dropped at
# the end, and the check refuses to start if they exist already). What cannot run here is replaced and
# said so: systemd is not running, so `systemctl` is emulated from the installed unit file (its User,
# WorkingDirectory, EnvironmentFile, Environment, ExecStart, KillSignal and TimeoutStopSec); the clone and
# `npm ci` of step 3 become a clone of this checkout's HEAD with its node_modules; certbot's certificate is
# a self-signed one made by openssl. Needs root, PostgreSQL running on 127.0.0.1:5432, nginx, curl,
# systemd-analyze, and ports 8081 and 8082 free. Takes two builds and a few instance starts: about 2.5 minutes
# on 2 cores.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
# The guide's blocks, in the order they must appear: a renamed or removed block fails the check.
expected=(user database build systemd show nginx backup restore-test restore upgrade rollback)

if [ "${CHECK_DEPLOY_DOCS_SANDBOX:-}" != 1 ]; then
  [ "$(id -u)" = 0 ] || { echo "check-deploy-docs: run it as root (CI does); it changes nothing outside its namespace." >&2; exit 1; }
  if ! git -C "$repo" diff --quiet HEAD -- docs/deploy.md deploy/; then
    echo "check-deploy-docs: commit docs/deploy.md and deploy/ first: the check installs this checkout's HEAD." >&2
    exit 1
  fi
  exec unshare --mount --propagation private env CHECK_DEPLOY_DOCS_SANDBOX=1 bash "$0" "$@"
fi

say() { printf '== check-deploy-docs: %s\n' "$*"; }
fail() { printf 'check-deploy-docs FAILED: %s\n' "$*" >&2; exit 1; }
psql_admin() { runuser -u postgres -- psql -q -X -v ON_ERROR_STOP=1 -Atc "$1"; }

pg_isready -q -h 127.0.0.1 -p 5432 || fail "PostgreSQL does not answer on 127.0.0.1:5432 (pg_ctlcluster 15 main start)"
[ -z "$(psql_admin "select 1 from pg_roles where rolname = 'expo'")" ] || fail "a role expo exists already on this PostgreSQL; the guide creates it"
[ -z "$(psql_admin "select 1 from pg_database where datname in ('expo', 'expo_restore_test')")" ] ||
  fail "a database expo or expo_restore_test exists already on this PostgreSQL; the guide creates them"
for port in 8081 8082; do
  ! curl -s -o /dev/null "http://127.0.0.1:$port/" || fail "port $port is taken; the guide's instances listen there"
done

work=$(mktemp -d)
mount -t tmpfs tmpfs "$work"
mkdir -p "$work/etc-upper" "$work/etc-work" "$work/bin" "$work/run" "$work/blocks" "$work/modules-upper" "$work/modules-work"
mount -t overlay overlay -o "lowerdir=/etc,upperdir=$work/etc-upper,workdir=$work/etc-work" /etc
mkdir -p /srv /var/backups
mount -t tmpfs tmpfs /srv
mount -t tmpfs tmpfs /var/backups

cleanup() {
  local status=$?
  for pidfile in "$work"/run/*.pid; do
    [ -e "$pidfile" ] && systemctl stop "$(basename "$pidfile" .pid)" >/dev/null 2>&1 || true
  done
  runuser -u postgres -- psql -q -X -c 'DROP DATABASE IF EXISTS expo_restore_test WITH (FORCE)' -c 'DROP DATABASE IF EXISTS expo WITH (FORCE)' \
    -c 'DROP ROLE IF EXISTS expo' >/dev/null 2>&1 || echo "check-deploy-docs: could not drop the role or databases expo" >&2
  if [ "$status" != 0 ]; then
    for log in "$work"/run/*.log; do [ -e "$log" ] && { echo "--- last lines of $(basename "$log")"; tail -n 20 "$log"; }; done
  fi
  umount -l /etc /srv /var/backups 2>/dev/null || true
  exit "$status"
}
trap cleanup EXIT

# systemctl, emulated from the unit file the guide installed. The instance's exit code is kept, so a stop
# that is not graceful (exit 0 after SIGTERM within TimeoutStopSec) fails the check.
cat > "$work/bin/systemctl" <<'SHIM'
#!/usr/bin/env bash
set -euo pipefail
run=${CHECK_RUN_DIR:?}
unit_value() { sed -n "s/^$2=//p" "$1" | tail -n 1; }
start_one() {
  local name=${1%.service} template instance file user dir envfile
  instance=${name#*@}
  template=${name%@*}@.service
  file=/etc/systemd/system/$template
  [ -f "$file" ] || { echo "systemctl (check): no unit $file" >&2; exit 1; }
  user=$(unit_value "$file" User)
  dir=$(unit_value "$file" WorkingDirectory)
  envfile=$(unit_value "$file" EnvironmentFile)
  local -a vars=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "HOME=$(getent passwd "$user" | cut -d: -f6)"
    "USER=$user" "LOGNAME=$user" "SHELL=$(getent passwd "$user" | cut -d: -f7)")
  # Environment= first, then EnvironmentFile=, which overrides it (systemd.exec).
  while IFS= read -r line; do vars+=("${line//%i/$instance}"); done < <(sed -n 's/^Environment=//p' "$file")
  while IFS= read -r line; do
    case "$line" in '' | '#'*) ;; *) vars+=("$line") ;; esac
  done < "${envfile#-}"
  local -a exec
  read -r -a exec <<< "$(unit_value "$file" ExecStart | sed "s/%i/$instance/g")"
  rm -f "$run/$name.exit"
  (
    cd "$dir"
    setpriv --reuid="$user" --regid="$user" --init-groups env -i "${vars[@]}" "${exec[@]}" >> "$run/$name.log" 2>&1 &
    echo $! > "$run/$name.pid"
    wait $! && echo 0 > "$run/$name.exit" || echo $? > "$run/$name.exit"
  ) &
  for _ in $(seq 1 50); do [ -s "$run/$name.pid" ] && break; sleep 0.1; done
}
stop_one() {
  local name=${1%.service} pid file signal timeout
  [ -f "$run/$name.pid" ] || return 0
  pid=$(cat "$run/$name.pid")
  file=/etc/systemd/system/${name%@*}@.service
  signal=$(unit_value "$file" KillSignal); signal=${signal:-SIGTERM}
  timeout=$(unit_value "$file" TimeoutStopSec); timeout=${timeout:-90}
  kill -s "${signal#SIG}" "$pid" 2>/dev/null || true
  for _ in $(seq 1 $((timeout * 10))); do [ -s "$run/$name.exit" ] && break; sleep 0.1; done
  if [ ! -s "$run/$name.exit" ]; then kill -KILL "$pid" 2>/dev/null || true; echo "systemctl (check): $name needed SIGKILL" >&2; exit 1; fi
  rm -f "$run/$name.pid"
  [ "$(cat "$run/$name.exit")" = 0 ] || { echo "systemctl (check): $name exited $(cat "$run/$name.exit") on $signal" >&2; exit 1; }
}
command=$1; shift
now=0
[ "${1:-}" = --now ] && { now=1; shift; }
for unit in "$@"; do
  case "$unit" in
    nginx | nginx.service) echo "systemctl (check): nginx is not started here; its configuration passed nginx -t"; continue ;;
  esac
  case "$command" in
    daemon-reload) ;;
    enable) [ "$now" = 1 ] && start_one "$unit" ;;
    start) start_one "$unit" ;;
    stop) stop_one "$unit" ;;
    restart) stop_one "$unit"; start_one "$unit" ;;
    *) echo "systemctl (check): $command is not emulated" >&2; exit 1 ;;
  esac
done
SHIM
chmod +x "$work/bin/systemctl"
export PATH="$work/bin:$PATH" CHECK_RUN_DIR="$work/run"

# Each ```sh check=<name> block of the guide into blocks/NN-<name>.sh.
extract_blocks() {
  awk -v out="$work/blocks" '
    /^```sh check=/ { name = substr($0, 13); n += 1; file = sprintf("%s/%02d-%s.sh", out, n, name); inside = 1; next }
    /^```/ && inside { inside = 0; close(file); next }
    inside { print > file }
  ' "$1"
}

# Step 3's clone and npm ci: this checkout's HEAD, with an upstream so `git pull` has one, and its packages
# through an overlay (writes, such as Vite's temporary config, stay in the namespace).
install_app() {
  # The checkout belongs to root; a real origin would be a remote repository.
  runuser -u expo -- git config --global --add safe.directory '*'
  runuser -u expo -- git init -q /srv/expo/app
  runuser -u expo -- git -C /srv/expo/app fetch -q --depth 1 "file://$repo" HEAD
  runuser -u expo -- git -C /srv/expo/app checkout -q -b release FETCH_HEAD
  runuser -u expo -- git -C /srv/expo/app remote add origin "file://$repo"
  runuser -u expo -- git -C /srv/expo/app config branch.release.remote origin
  runuser -u expo -- git -C /srv/expo/app config branch.release.merge HEAD
  mkdir -p /srv/expo/app/node_modules
  mount -t overlay overlay -o "lowerdir=$repo/node_modules,upperdir=$work/modules-upper,workdir=$work/modules-work" /srv/expo/app/node_modules
  # What npm ci would have made expo's: the folder and the tools' caches in it (Vite's temporary config).
  chown expo:expo /srv/expo/app/node_modules
  find /srv/expo/app/node_modules -mindepth 1 -maxdepth 1 -name '.*' -exec chown -R expo:expo {} +
}

# The build each instance names in /healthz, one line each (grep -o ends its lines; the JSON has no newline).
served_builds() { for port in 8081 8082; do curl -fsS "http://127.0.0.1:$port/healthz" | grep -o '"build":"[^"]*"' | cut -d'"' -f4; done | sort -u; }
status_of() { curl -s -o /dev/null -w '%{http_code}' "$1"; }
all_ready() { for port in 8081 8082; do [ "$(status_of "http://127.0.0.1:$port/readyz")" = 200 ] || fail "$1: /readyz of $port is not 200"; done; }
current_build() { basename "$(readlink /srv/expo/app/dist)"; }

after_user() { install_app; }
after_build() { [ -L /srv/expo/app/dist ] || fail "the build did not leave dist as a link to its folder"; }
after_systemd() {
  # No warning either: systemd-analyze verify reports a misplaced key and still exits 0.
  local warnings
  warnings=$(systemd-analyze verify /etc/systemd/system/expo@.service 2>&1)
  [ -z "$warnings" ] || fail "systemd-analyze verify: $warnings"
  [ "$(served_builds)" = "$(current_build)" ] || fail "the instances serve ($(served_builds)), not the build dist points to ($(current_build))"
  # The first run without the demo: not ready, and a readable 503 rather than a 500 or the demo's pages.
  for port in 8081 8082; do
    [ "$(status_of "http://127.0.0.1:$port/readyz")" = 503 ] || fail "on an empty database /readyz of $port is not 503"
    [ "$(status_of "http://127.0.0.1:$port/ru")" = 503 ] || fail "on an empty database the home page of $port is not the 503 page"
  done
}
after_show() {
  all_ready "after the import"
  for port in 8081 8082; do
    [ "$(status_of "http://127.0.0.1:$port/ru")" = 200 ] || fail "after the import the home page of $port is not 200"
  done
}
before_nginx() {
  # What certbot would have put there: a self-signed certificate for the guide's domain.
  mkdir -p /etc/letsencrypt/live/expo.example
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=expo.example \
    -keyout /etc/letsencrypt/live/expo.example/privkey.pem -out /etc/letsencrypt/live/expo.example/fullchain.pem 2>/dev/null
}
after_backup() { ls /var/backups/expo/expo-*.dump >/dev/null || fail "no dump was written"; }
after_restore() {
  [ "$(runuser -u postgres -- psql -X -d expo -Atc 'select count(*) from drizzle.__drizzle_migrations')" != 0 ] || fail "the restored database has no migrations"
  [ "$(served_builds)" = "$(current_build)" ] || fail "the instances did not come back after the restore"
  all_ready "after the restore (the show did not come back)"
}
before_upgrade() { build_before_upgrade=$(current_build); }
after_upgrade() {
  [ "$(current_build)" != "$build_before_upgrade" ] || fail "the upgrade's build did not become current"
  [ -d "/srv/expo/app/builds/$build_before_upgrade" ] || fail "the build before the upgrade was not kept"
  [ "$(served_builds)" = "$(current_build)" ] || fail "after the upgrade the instances serve $(served_builds), not $(current_build)"
  all_ready "after the upgrade"
}
after_rollback() {
  [ "$(current_build)" = "$build_before_upgrade" ] || fail "the rollback did not point dist back at $build_before_upgrade"
  [ "$(served_builds)" = "$build_before_upgrade" ] || fail "after the rollback the instances serve $(served_builds), not $build_before_upgrade"
  all_ready "after the rollback"
}

started=$(date +%s)
timings=()
# The guide as committed (the check refuses uncommitted changes to it), the same text the clone holds.
extract_blocks "$repo/docs/deploy.md"
found=()
for block in "$work"/blocks/*.sh; do found+=("$(basename "$block" .sh | cut -d- -f2-)"); done
[ "${found[*]}" = "${expected[*]}" ] || fail "the guide's checked blocks are (${found[*]}), expected (${expected[*]})"
for block in "$work"/blocks/*.sh; do
  name=$(basename "$block" .sh | cut -d- -f2-)
  if declare -F "before_${name//-/_}" >/dev/null; then "before_${name//-/_}"; fi
  say "$name"
  block_started=$(date +%s)
  (cd /root && bash -euo pipefail "$block") || fail "the guide's block '$name' failed"
  if declare -F "after_${name//-/_}" >/dev/null; then "after_${name//-/_}"; fi
  timings+=("$name $(( $(date +%s) - block_started ))s")
done
say "all ${#expected[@]} blocks of docs/deploy.md ran as written in $(( $(date +%s) - started )) s (${timings[*]})"
