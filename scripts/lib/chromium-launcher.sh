#!/bin/sh
# Starts Debian's Chromium for Playwright with every --disable-features list it was given merged into one.
# Chromium reads only the last such switch, and Playwright puts its own list (features that break
# automation) before ours, so passing ours directly would switch theirs back on.
# CHROME_PATH names the browser, as for the rest of the tooling.
features=""
for arg do
  shift
  case "$arg" in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROME_PATH:-/usr/bin/chromium}" ${features:+"--disable-features=$features"} "$@"
