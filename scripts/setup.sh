#!/usr/bin/env bash
# Installs everything the project needs on a fresh machine that has only Node.js and npm:
# pnpm, Debian's Chromium (browser tests) with fonts, Debian's PostgreSQL (the server tests'
# second run and the cluster), Debian's nginx (the cluster's proxy), and the workspace's
# dependencies from the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  echo "setup: installing pnpm"
  npm install --global pnpm --no-audit --no-fund --loglevel=error
fi

missing=()
[ -n "${CHROMIUM_PATH:-}" ] || command -v chromium >/dev/null 2>&1 || missing+=(chromium fonts-liberation)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "setup: installing ${missing[*]} from Debian"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    # The package's own cluster is not used: the tests start a throwaway one on loopback.
    service postgresql stop >/dev/null 2>&1 || true
    # Nor is nginx's own site: the cluster starts its proxy with a configuration of its own.
    service nginx stop >/dev/null 2>&1 || true
  else
    echo "setup: please install ${missing[*]} (or set CHROMIUM_PATH to a Chromium binary)" >&2
  fi
fi

pnpm install --frozen-lockfile
