#!/usr/bin/env bash
# Draws the site's PNG icons from assets/images/logo-mark.svg with rsvg-convert
# (Debian's librsvg2-bin), then makes them smaller with pngquant (a palette
# chosen at quality 90 to 100: a flat logo looks the same) and optipng
# (Debian's pngquant and optipng): 22 KB in all instead of 56 KB. The PNGs are
# committed, so neither the build nor CI needs these tools; run this again
# after changing the logo. src/seo/site-icons.ts lists the files; the worker
# tests check each one's size.
set -euo pipefail
cd "$(dirname "$0")/../.."

mark=assets/images/logo-mark.svg
out=assets/images/icons
mkdir -p "$out"

# The mark as it is, rounded corners included: browser tabs and "any" icons.
rsvg-convert --width=32 --height=32 --output="$out/favicon-32.png" "$mark"
rsvg-convert --width=192 --height=192 --output="$out/icon-192.png" "$mark"
rsvg-convert --width=512 --height=512 --output="$out/icon-512.png" "$mark"

# Full-bleed square with the waves drawn smaller: iOS and Android cut their
# own shape out of it, and the waves stay inside the maskable safe zone.
full_bleed="$(sed -e 's/ rx="14"//' -e 's/<g fill="none"/<g transform="translate(32 32) scale(0.8) translate(-32 -32)" fill="none"/' "$mark")"
rsvg-convert --width=180 --height=180 --output=assets/apple-touch-icon.png <<<"$full_bleed"
rsvg-convert --width=512 --height=512 --output="$out/icon-maskable-512.png" <<<"$full_bleed"

for png in "$out"/*.png assets/apple-touch-icon.png; do
  # 98 and 99: no smaller file at that quality, and the drawing is kept as it is.
  pngquant --force --skip-if-larger --quality=90-100 --speed=1 --output="$png" "$png" || case $? in 98 | 99) ;; *) exit 1 ;; esac
  optipng -quiet -o7 "$png"
done

ls -l "$out" assets/apple-touch-icon.png
