#!/usr/bin/env bash
# Installs swiftcal, its manual page and its bash, zsh and fish completions under PREFIX
# (default /usr/local), or removes them with --uninstall. Run it from a clone after
# `swift build -c release`; the manual page and the completions are written by the binary being
# installed, so they always match it. DESTDIR, when set, is put before every path (for packagers).
set -euo pipefail

prefix=${PREFIX:-/usr/local}
root=${DESTDIR:-}$prefix
binary=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/.build/release/swiftcal

# Each installed file, and the command that writes it (empty: the binary itself).
files=(
  bin/swiftcal
  share/man/man1/swiftcal.1
  share/bash-completion/completions/swiftcal
  share/zsh/site-functions/_swiftcal
  share/fish/vendor_completions.d/swiftcal.fish
)
generators=(
  ""
  "--generate-manual"
  "--generate-completion-script bash"
  "--generate-completion-script zsh"
  "--generate-completion-script fish"
)

case ${1:-} in
  "") ;;
  --uninstall)
    for file in "${files[@]}"; do rm -f "$root/$file" && echo "removed $root/$file"; done
    exit 0
    ;;
  *)
    echo "install.sh: unknown argument '$1': use none to install, or --uninstall" >&2
    exit 1
    ;;
esac

if [[ ! -x $binary ]]; then
  echo "install.sh: no $binary: run 'swift build -c release' first" >&2
  exit 1
fi

generated=$(mktemp -d)
trap 'rm -rf "$generated"' EXIT
for index in "${!files[@]}"; do
  file=${files[index]}
  install -d "$root/$(dirname "$file")"
  if [[ -z ${generators[index]} ]]; then
    install -m 755 "$binary" "$root/$file"
  else
    # shellcheck disable=SC2086 # the generator is an option and its value
    "$binary" ${generators[index]} >"$generated/page"
    install -m 644 "$generated/page" "$root/$file"
  fi
  echo "installed $root/$file"
done
