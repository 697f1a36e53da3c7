#!/usr/bin/env bash
# Installs everything Stepwright needs on a Debian machine: Chromium + chromedriver from Debian's
# packages (never a downloaded browser) when missing, a Java runtime for the Selenium Grid tests
# (npm run test:grid) when missing, then the npm dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
command -v chromedriver >/dev/null 2>&1 || packages+=(chromium-driver)
command -v java >/dev/null 2>&1 || packages+=(openjdk-17-jre-headless)
if [ "${#packages[@]}" -gt 0 ]; then
  echo "Installing Debian ${packages[*]}…"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
fi
echo "Browser: $(chromium --version 2>/dev/null || echo missing); driver: $(chromedriver --version 2>/dev/null | cut -d' ' -f1-2 || echo missing); java: $(java -version 2>&1 | head -1 || echo missing)"

if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
echo "Ready. Try: npm run demo"
