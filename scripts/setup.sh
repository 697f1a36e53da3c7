#!/usr/bin/env bash
# Installs everything Stepwright needs on a Debian machine: Chromium + chromedriver from Debian's
# packages (never a downloaded browser) when missing, then the npm dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

need_browser=0
command -v chromium >/dev/null 2>&1 || need_browser=1
command -v chromedriver >/dev/null 2>&1 || need_browser=1
if [ "$need_browser" = 1 ]; then
  echo "Installing Debian chromium + chromium-driver…"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi
echo "Browser: $(chromium --version 2>/dev/null || echo missing); driver: $(chromedriver --version 2>/dev/null | cut -d' ' -f1-2 || echo missing)"

if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
echo "Ready. Try: npm run demo"
