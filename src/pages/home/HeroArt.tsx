/**
 * The hero's backdrop: the coast, the swell and the amber wake of the brand,
 * drawn behind the title. It is part of the page rather than a background
 * image: the first screen makes no request for it, and the browser does not
 * count it as the page's largest image, whose loading would hold back the
 * largest contentful paint. Decorative, so hidden from assistive technology.
 * Its sky takes the theme's colours from the stylesheet (`.hero-art-sky`).
 */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 1600 900" preserveAspectRatio="xMaxYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="0.35">
          <stop className="hero-art-sky" offset="0" />
          <stop className="hero-art-sky" offset="0.55" />
          <stop className="hero-art-sky-far" offset="1" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f2a541" stopOpacity="0.55" />
          <stop offset="0.6" stopColor="#f2a541" stopOpacity="0.18" />
          <stop offset="1" stopColor="#f2a541" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-sea1" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5f8f96" stopOpacity="0.12" />
          <stop offset="1" stopColor="#5f8f96" stopOpacity="0.4" />
        </linearGradient>
        <linearGradient id="hero-sea2" x1="0" y1="0" x2="1" y2="0.6">
          <stop offset="0" stopColor="#5f8f96" stopOpacity="0.55" />
          <stop offset="1" stopColor="#0e4f5c" stopOpacity="0.85" />
        </linearGradient>
        <linearGradient id="hero-sea3" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0e4f5c" />
          <stop offset="1" stopColor="#12262e" />
        </linearGradient>
        <linearGradient id="hero-fade-left" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#5f8f96" stopOpacity="0" />
          <stop offset="1" stopColor="#5f8f96" stopOpacity="0.55" />
        </linearGradient>
        <linearGradient id="hero-fade-wake" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fbf8f3" stopOpacity="0" />
          <stop offset="1" stopColor="#fbf8f3" stopOpacity="0.85" />
        </linearGradient>
      </defs>

      {/* Light sky: the text stands on the left. */}
      <rect width="1600" height="900" fill="url(#hero-sky)" />
      {/* Evening light, soft, with no disc competing with the text. */}
      <circle cx="1400" cy="160" r="300" fill="url(#hero-sun)" opacity="0.8" />
      {/* Thin swell lines fading out to the left. */}
      <g fill="none" stroke="url(#hero-fade-left)" strokeWidth="2" strokeLinecap="round">
        <path d="M640 470C780 462 900 430 1020 420S1240 400 1340 370S1520 330 1600 330" />
        <path d="M720 540C860 530 960 500 1080 488S1300 468 1410 432S1540 400 1600 396" />
      </g>
      {/* Dune and shoreline. */}
      <path d="M820 900C900 820 1000 700 1120 640S1400 520 1600 430V900Z" fill="#f2a541" fillOpacity="0.1" />
      {/* Layers of sea with rippled edges. */}
      <path
        d="M880 900C960 850 1010 800 1100 770C1190 740 1220 690 1310 660C1400 630 1440 560 1530 520C1560 506 1585 494 1600 488V900Z"
        fill="url(#hero-sea1)"
      />
      <path d="M1000 900C1080 860 1130 845 1210 830C1300 812 1340 770 1420 745C1490 722 1540 680 1600 660V900Z" fill="url(#hero-sea2)" />
      <path d="M1150 900C1220 878 1280 882 1350 866C1420 850 1460 812 1530 800C1560 795 1585 786 1600 780V900Z" fill="url(#hero-sea3)" />
      {/* The wake: an amber dot and its widening wave. */}
      <g fill="none" strokeLinecap="round">
        <path d="M1386 700C1320 716 1250 730 1180 762C1120 790 1070 800 1010 840" stroke="url(#hero-fade-wake)" strokeWidth="3" />
        <path d="M1390 708C1340 740 1290 760 1240 800C1200 832 1160 850 1120 880" stroke="url(#hero-fade-wake)" strokeWidth="2.5" />
        <path d="M1382 704C1310 730 1240 770 1140 820" stroke="#f2a541" strokeOpacity="0.6" strokeWidth="1.8" />
      </g>
      <ellipse cx="1400" cy="700" rx="12" ry="5.5" transform="rotate(-22 1400 700)" fill="#f2a541" />
      {/* Foam on the dark wave. */}
      <g fill="none" stroke="#fbf8f3" strokeLinecap="round" strokeOpacity="0.3" strokeWidth="2">
        <path d="M1240 890C1300 872 1350 876 1410 858S1500 818 1600 800" />
        <path d="M1360 900C1420 886 1480 870 1560 850" />
      </g>
      <path d="M1470 832C1510 822 1545 812 1585 800" fill="none" stroke="#e07a5f" strokeWidth="2.5" strokeLinecap="round" strokeOpacity="0.75" />
    </svg>
  );
}
