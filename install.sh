#!/usr/bin/env bash
# Installs swiftcal, its manual page and its bash, zsh and fish completions under PREFIX
# (default /usr/local), or removes them with --uninstall. Run it from a clone after
# `swift build -c release`; the manual page and the completions are written by the binary being
# installed, so they always match it. DESTDIR, when set, is put before every path (for packagers).
#
# Written for bash 3.2, the bash macOS ships, as well as later ones: no mapfile, no associative arrays,
# and no "${array[@]}" of an array that may be empty (bash before 4.4 calls that an unbound variable
# under set -u).
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
# The directories this script made, deepest first, so that --uninstall removes those (and only
# those) that are empty again. It is itself removed by --uninstall.
made_list=share/swiftcal/installed-directories

usage() {
  cat <<EOF
Usage: ./install.sh [--uninstall | --help]

Installs swiftcal (stripped), its manual page and its bash, zsh and fish completions
under \$PREFIX (now $prefix), each path prefixed with \$DESTDIR when it is set.
Run 'swift build -c release' first.

  --uninstall  remove what install.sh installed, and the directories it made that are empty
  --help       show this help
EOF
}

uninstall() {
  local file directory
  for file in "${files[@]}"; do
    if [[ -e $root/$file || -L $root/$file ]]; then
      rm -f "$root/$file"
      echo "removed $root/$file"
    fi
  done
  [[ -f $root/$made_list ]] || return 0
  local made
  made=$(cat "$root/$made_list")
  rm -f "$root/$made_list"
  while IFS= read -r directory; do
    # rmdir removes a directory only when it is empty: anything else put there stays.
    if [[ -n $directory && -d $root/$directory ]] && rmdir "$root/$directory" 2>/dev/null; then
      echo "removed $root/$directory/"
    fi
  done <<<"$made"
}

case ${1:-} in
  "") ;;
  --uninstall)
    uninstall
    exit 0
    ;;
  -h | --help)
    usage
    exit 0
    ;;
  *)
    echo "install.sh: unknown argument '$1': use none to install, --uninstall or --help" >&2
    exit 1
    ;;
esac

if [[ ! -x $binary ]]; then
  echo "install.sh: no $binary: run 'swift build -c release' first" >&2
  exit 1
fi

# Each directory a file goes in, and its parents up to PREFIX, that does not exist yet.
made=()
for file in "${files[@]}" "$made_list"; do
  directory=$(dirname "$file")
  while [[ $directory != . && ! -d $root/$directory ]]; do
    [[ " ${made[*]:-} " == *" $directory "* ]] || made+=("$directory")
    directory=$(dirname "$directory")
  done
done

generated=$(mktemp -d)
trap 'rm -rf "$generated"' EXIT
for index in "${!files[@]}"; do
  file=${files[index]}
  install -d "$root/$(dirname "$file")"
  if [[ -z ${generators[index]} ]]; then
    # The symbols and debug information are about two fifths of the release binary.
    cp "$binary" "$generated/swiftcal"
    if command -v strip >/dev/null; then
      strip "$generated/swiftcal"
    else
      echo "install.sh: no strip command (binutils): installing the binary with its symbols" >&2
    fi
    install -m 755 "$generated/swiftcal" "$root/$file"
  else
    # shellcheck disable=SC2086 # the generator is an option and its value
    "$binary" ${generators[index]} >"$generated/page"
    install -m 644 "$generated/page" "$root/$file"
  fi
  echo "installed $root/$file"
done

# With what an earlier install made, deepest first: a directory's children go before it.
if ((${#made[@]})); then
  install -d "$root/$(dirname "$made_list")"
  if [[ -f $root/$made_list ]]; then
    while IFS= read -r directory; do made+=("$directory"); done <"$root/$made_list"
  fi
  printf '%s\n' "${made[@]}" | sort -u | awk -F/ '{ print NF "\t" $0 }' | sort -rn | cut -f2- >"$generated/made"
  install -m 644 "$generated/made" "$root/$made_list"
fi
