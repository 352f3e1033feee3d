#!/bin/sh
# Install OPL Tournament for the current user (no root needed), or remove it again.
#   ./install.sh               install or upgrade into ~/.local
#   ./install.sh --uninstall   remove the program, its menu entry and icon
# Neither touches the tournament data in ~/.local/share/OPL Tournament.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
program_dir="$prefix/lib/opl-tournament"
bin_link="$prefix/bin/opl-tournament"
desktop_file="$data_home/applications/opl-tournament.desktop"
icon_svg="$data_home/icons/hicolor/scalable/apps/opl-tournament.svg"
icon_png="$data_home/icons/hicolor/256x256/apps/opl-tournament.png"

refresh_menus() {
    command -v update-desktop-database >/dev/null 2>&1 \
        && update-desktop-database "$data_home/applications" >/dev/null 2>&1 || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 \
        && gtk-update-icon-cache -q "$data_home/icons/hicolor" >/dev/null 2>&1 || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$program_dir"
    rm -f "$bin_link" "$desktop_file" "$icon_svg" "$icon_png"
    refresh_menus
    echo "OPL Tournament removed. Your tournament data was kept."
    exit 0
fi

# Replace the program folder whole so no file of an older version is left behind.
mkdir -p "$prefix/lib" "$prefix/bin"
rm -rf "$program_dir.new"
cp -R "$here/opl-tournament" "$program_dir.new"
rm -rf "$program_dir"
mv "$program_dir.new" "$program_dir"
ln -sf "$program_dir/opl-tournament" "$bin_link"

mkdir -p "$(dirname "$desktop_file")" "$(dirname "$icon_svg")" "$(dirname "$icon_png")"
cp "$here/opl-tournament.svg" "$icon_svg"
cp "$here/opl-tournament.png" "$icon_png"
sed "s|^Exec=.*|Exec=\"$program_dir/opl-tournament\"|" "$here/opl-tournament.desktop" > "$desktop_file"
refresh_menus

echo "OPL Tournament installed in $program_dir"
echo "Start it from the applications menu, or run: $bin_link"
