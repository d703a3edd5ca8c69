#!/usr/bin/env bash
# -----------------------------------------------------------------------------
# make-video.sh — génère la vidéo de présentation de Sillage Communication.
#
# Produit, dans assets/media/ :
#   - presentation.mp4          1280×720, H.264 (yuv420p, +faststart), sans son,
#                               ~13,8 s, ≤ 1,2 Mio
#   - presentation-poster.webp  1280×720, première carte, ≤ 40 Ko (WebP, lu par
#                               tous les navigateurs qui lisent la vidéo)
#   - presentation-poster-800.webp  la même en 800×450, pour les téléphones
#   - presentation.{fr,en,es}.vtt  sous-titres WebVTT calés sur les cartes
#
# Principe : 5 cartes-titres sont écrites en SVG (palette de la marque, motif de
# sillage), rendues en PNG avec rsvg-convert, puis enchaînées par ffmpeg avec
# des fondus doux (filtre xfade).
#
# Dépendances : rsvg-convert (librsvg2-bin), ffmpeg/ffprobe (libx264, libwebp), fc-list ;
# woff2_decompress (woff2) pour écrire les cartes en Inter, la police du site.
# Usage : bash scripts/media/make-video.sh   (depuis n'importe quel dossier)
# -----------------------------------------------------------------------------
set -euo pipefail

# --- Chemins -----------------------------------------------------------------
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
OUT_DIR="$ROOT/assets/media"
MP4="$OUT_DIR/presentation.mp4"
POSTER="$OUT_DIR/presentation-poster.webp"
POSTER_SMALL="$OUT_DIR/presentation-poster-800.webp"
mkdir -p "$OUT_DIR"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

for bin in rsvg-convert ffmpeg ffprobe; do
  command -v "$bin" >/dev/null 2>&1 || {
    echo "Erreur : '$bin' est introuvable (apt-get install -y ffmpeg librsvg2-bin)." >&2
    exit 1
  }
done

# --- Réglages ----------------------------------------------------------------
W=1280; H=720; FPS=25
CARD=3.4          # durée de chaque carte (s), transition comprise
FADE=0.8          # durée d'un fondu enchaîné (s)
MAX_MP4=$((12 * 1024 * 1024 / 10))         # 1,2 Mio = 1 258 291 octets
MAX_POSTER=$((40 * 1024))                  # 40 Ko

# Palette
TEAL="#0e4f5c"; INK="#12262e"; AMBER="#f2a541"; SAND="#f6efe4"
OFF="#fbf8f3"; MUTED="#5f8f96"; CORAL="#e07a5f"

# --- Police : celle du site (Inter, installée par npm), sinon une police système -
# Pango ne lit pas le WOFF2 : le fichier du site est décompressé en TTF (paquet
# woff2) dans un dossier que fontconfig ajoute aux polices du système.
INTER_WOFF2="$ROOT/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
if [[ -f "$INTER_WOFF2" ]] && command -v woff2_decompress >/dev/null 2>&1; then
  mkdir -p "$WORK/fonts"
  cp "$INTER_WOFF2" "$WORK/fonts/inter.woff2"
  woff2_decompress "$WORK/fonts/inter.woff2" >/dev/null
  rm "$WORK/fonts/inter.woff2"
  cat > "$WORK/fonts.conf" <<EOF
<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>$WORK/fonts</dir><cachedir>$WORK/fc-cache</cachedir></fontconfig>
EOF
  export FONTCONFIG_FILE="$WORK/fonts.conf"
fi
FONT="sans-serif"
for f in "Inter" "DejaVu Sans" "Liberation Sans" "Noto Sans"; do
  if fc-list -q "$f" 2>/dev/null; then FONT="$f"; break; fi
done
echo "Police utilisée : $FONT"

# --- Éléments SVG communs -----------------------------------------------------
# Motif « sillage » en bas de carte : trois vagues. $1 = couleur principale,
# $2 = couleur d'accent, $3 = opacité.
waves() {
  cat <<EOF
  <g fill="none" stroke-linecap="round" opacity="$3">
    <path d="M-20 600C160 560 300 640 500 610S860 540 1060 585S1240 620 1300 600" stroke="$1" stroke-width="5"/>
    <path d="M-20 640C180 605 320 680 520 650S880 585 1080 625S1250 655 1300 640" stroke="$2" stroke-width="5"/>
    <path d="M-20 680C200 650 340 712 540 690S900 632 1100 664S1260 690 1300 682" stroke="$1" stroke-width="3" stroke-opacity="0.6"/>
  </g>
EOF
}

# Petit logo (vagues dans une tuile) en haut à gauche. $1 = fond de tuile.
mark() {
  cat <<EOF
  <g transform="translate(64 56)">
    <rect width="56" height="56" rx="13" fill="$1"/>
    <g fill="none" stroke-linecap="round" transform="scale(0.875)">
      <path d="M10 27C17 19 24 19 31 26S45 34 54 24" stroke="$OFF" stroke-width="5"/>
      <path d="M10 39C17 31 24 31 31 38S45 46 54 36" stroke="$AMBER" stroke-width="5"/>
      <path d="M18 50C23 46 27 46 31 49S40 53 46 48" stroke="$MUTED" stroke-width="3.5"/>
    </g>
  </g>
EOF
}

svg_open() {  # $1 = couleur de fond
  cat <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="$W" height="$H" viewBox="0 0 $W $H">
  <rect width="$W" height="$H" fill="$1"/>
EOF
}

T="font-family=\"$FONT\" text-anchor=\"middle\""

# --- Les 5 cartes -------------------------------------------------------------
# 1. Sillage Communication (fond teal profond)
{
  svg_open "$TEAL"
  echo "  <circle cx=\"1090\" cy=\"150\" r=\"240\" fill=\"$MUTED\" fill-opacity=\"0.14\"/>"
  waves "$MUTED" "$AMBER" 0.9
  cat <<EOF
  <g transform="translate(592 150) scale(1.5)">
    <rect width="64" height="64" rx="15" fill="$OFF" fill-opacity="0.08"/>
    <g fill="none" stroke-linecap="round">
      <path d="M10 27C17 19 24 19 31 26S45 34 54 24" stroke="$OFF" stroke-width="5"/>
      <path d="M10 39C17 31 24 31 31 38S45 46 54 36" stroke="$AMBER" stroke-width="5"/>
      <path d="M18 50C23 46 27 46 31 49S40 53 46 48" stroke="$MUTED" stroke-width="3.5"/>
    </g>
  </g>
  <text x="640" y="372" $T font-size="92" font-weight="700" fill="$OFF">Sillage</text>
  <text x="640" y="438" $T font-size="40" letter-spacing="10" fill="$AMBER">Communication</text>
</svg>
EOF
} > "$WORK/card1.svg"

# 2. Clarté · Image · Méthode (fond blanc cassé)
{
  svg_open "$OFF"
  mark "$TEAL"
  waves "$MUTED" "$AMBER" 0.55
  cat <<EOF
  <rect x="600" y="262" width="80" height="6" rx="3" fill="$AMBER"/>
  <text x="640" y="370" $T font-size="68" font-weight="700" fill="$TEAL">Clarté <tspan fill="$AMBER">·</tspan> Image <tspan fill="$AMBER">·</tspan> Méthode</text>
</svg>
EOF
} > "$WORK/card2.svg"

# 3. Stratégie, print, réseaux sociaux, Google Business (fond sable)
{
  svg_open "$SAND"
  mark "$TEAL"
  waves "$TEAL" "$AMBER" 0.45
  cat <<EOF
  <rect x="600" y="222" width="80" height="6" rx="3" fill="$AMBER"/>
  <text x="640" y="330" $T font-size="56" font-weight="700" fill="$INK">Stratégie, print,</text>
  <text x="640" y="404" $T font-size="56" font-weight="700" fill="$TEAL">réseaux sociaux, Google Business</text>
</svg>
EOF
} > "$WORK/card3.svg"

# 4. Périgueux · Biarritz · Anglet (fond blanc cassé, repères de lieux)
{
  svg_open "$OFF"
  mark "$TEAL"
  waves "$TEAL" "$MUTED" 0.4
  cat <<EOF
  <g fill="$AMBER">
    <path d="M640 214c-22 0-38 16-38 37 0 28 38 63 38 63s38-35 38-63c0-21-16-37-38-37z"/>
  </g>
  <circle cx="640" cy="251" r="13" fill="$OFF"/>
  <text x="640" y="400" $T font-size="66" font-weight="700" fill="$TEAL">Périgueux <tspan fill="$AMBER">·</tspan> Biarritz <tspan fill="$AMBER">·</tspan> Anglet</text>
</svg>
EOF
} > "$WORK/card4.svg"

# 5. La promesse entière du site : premier échange de 20 minutes, offert et sans
#    engagement (fond teal, « 20 minutes » en ambre).
{
  svg_open "$TEAL"
  echo "  <circle cx=\"190\" cy=\"600\" r=\"260\" fill=\"$MUTED\" fill-opacity=\"0.12\"/>"
  waves "$MUTED" "$AMBER" 0.9
  cat <<EOF
  <text x="640" y="300" $T font-size="60" font-weight="700" fill="$OFF">Premier échange de <tspan fill="$AMBER">20 minutes</tspan>,</text>
  <text x="640" y="380" $T font-size="60" font-weight="700" fill="$OFF">offert et sans engagement</text>
  <rect x="600" y="430" width="80" height="6" rx="3" fill="$CORAL"/>
</svg>
EOF
} > "$WORK/card5.svg"

# --- Rendu des cartes en PNG ---------------------------------------------------
for i in 1 2 3 4 5; do
  rsvg-convert -w "$W" -h "$H" "$WORK/card$i.svg" -o "$WORK/card$i.png"
done

# --- Vidéo : cartes fixes + fondus enchaînés -----------------------------------
# Décalage du k-ième fondu : k × (CARD − FADE).
STEP=$(awk -v c="$CARD" -v f="$FADE" 'BEGIN{printf "%.3f", c-f}')
TOTAL=$(awk -v c="$CARD" -v f="$FADE" 'BEGIN{printf "%.3f", 5*c-4*f}')
inputs=(); filter=""
for i in 0 1 2 3 4; do
  inputs+=(-loop 1 -framerate "$FPS" -t "$CARD" -i "$WORK/card$((i+1)).png")
  filter+="[$i:v]format=yuv420p,setsar=1,settb=AVTB[v$i];"
done
prev="v0"
for k in 1 2 3 4; do
  off=$(awk -v s="$STEP" -v k="$k" 'BEGIN{printf "%.3f", s*k}')
  filter+="[$prev][v$k]xfade=transition=fade:duration=$FADE:offset=$off[x$k];"
  prev="x$k"
done
filter="${filter%;}"

# CRF de départ 20 (texte net) ; relevé de 3 en 3 tant que le fichier dépasse 1,2 Mio.
CRF=20
while :; do
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" \
    -filter_complex "$filter" -map "[$prev]" \
    -c:v libx264 -preset slow -tune stillimage -crf "$CRF" \
    -profile:v high -pix_fmt yuv420p -r "$FPS" -movflags +faststart -an \
    -metadata title="Sillage Communication — présentation" \
    "$MP4"
  size=$(stat -c %s "$MP4")
  if (( size <= MAX_MP4 )) || (( CRF >= 40 )); then break; fi
  CRF=$((CRF + 3))
done
echo "MP4 : $MP4 — $size octets (CRF $CRF, durée prévue ${TOTAL}s)"

# --- Affiche (poster) : première carte en WebP ≤ 40 Ko --------------------------
Q=85
while :; do
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/card1.png" -c:v libwebp -quality "$Q" "$POSTER"
  psize=$(stat -c %s "$POSTER")
  if (( psize <= MAX_POSTER )) || (( Q <= 40 )); then break; fi
  Q=$((Q - 10))
done
echo "Poster : $POSTER — $psize octets (q $Q)"
# Même affiche en 800 px de large, pour la colonne d'un téléphone (srcset de la page d'accueil).
ffmpeg -hide_banner -loglevel error -y -i "$WORK/card1.png" -vf scale=800:-2 -c:v libwebp -quality 80 "$POSTER_SMALL"
echo "Poster 800 : $POSTER_SMALL — $(stat -c %s "$POSTER_SMALL") octets"

# --- Sous-titres WebVTT ----------------------------------------------------------
# Chaque réplique couvre sa carte, changement au milieu de chaque fondu.
ts() {  # secondes (décimal) -> HH:MM:SS.mmm
  awk -v t="$1" 'BEGIN{ms=int(t*1000+0.5); h=int(ms/3600000); m=int(ms%3600000/60000);
    s=int(ms%60000/1000); printf "%02d:%02d:%02d.%03d", h, m, s, ms%1000}'
}
bounds=()
for k in 0 1 2 3 4 5; do
  if (( k == 0 )); then bounds+=(0)
  elif (( k == 5 )); then bounds+=("$TOTAL")
  else bounds+=("$(awk -v s="$STEP" -v f="$FADE" -v k="$k" 'BEGIN{printf "%.3f", s*k+f/2}')")
  fi
done

write_vtt() {  # $1 = fichier, $2.. = 5 textes
  local file="$1"; shift
  {
    echo "WEBVTT"
    echo
    local i=0
    for text in "$@"; do
      echo "$((i + 1))"
      echo "$(ts "${bounds[$i]}") --> $(ts "${bounds[$((i + 1))]}")"
      echo "$text"
      echo
      i=$((i + 1))
    done
  } > "$file"
}

write_vtt "$OUT_DIR/presentation.fr.vtt" \
  "Sillage Communication" \
  "Clarté · Image · Méthode" \
  "Stratégie, print, réseaux sociaux, Google Business" \
  "Périgueux · Biarritz · Anglet" \
  "Premier échange de 20 minutes, offert et sans engagement"

write_vtt "$OUT_DIR/presentation.en.vtt" \
  "Sillage Communication" \
  "Clarity · Image · Method" \
  "Strategy, print, social media, Google Business" \
  "Périgueux · Biarritz · Anglet" \
  "A free, no-obligation 20-minute first call"

write_vtt "$OUT_DIR/presentation.es.vtt" \
  "Sillage Communication" \
  "Claridad · Imagen · Método" \
  "Estrategia, diseño gráfico, redes sociales, Google Business" \
  "Périgueux · Biarritz · Anglet" \
  "Primera llamada de 20 minutos, gratuita y sin compromiso"

# --- Vérification -------------------------------------------------------------
ffprobe -v error -select_streams v:0 \
  -show_entries stream=codec_name,width,height,pix_fmt:format=duration,size \
  -of default=noprint_wrappers=1 "$MP4"
