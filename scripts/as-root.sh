# Sourced (POSIX sh) by the scripts that install Debian packages, find-chromium.sh and
# ensure-fonts.sh, so both decide the same way how apt-get may run: as root, or through sudo
# only when it asks no password (a prompt would hang the test command).
# find_root sets $as_root to '' (root) or 'sudo', and fails when neither is possible; the
# caller then prints the exact command to run, as only it knows which packages it needs.
find_root() {
  if [ "$(id -u)" = 0 ]; then
    as_root=''
  elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
    as_root='sudo'
  else
    return 1
  fi
}
