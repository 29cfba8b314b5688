/** A storage tank with a cellular level sensor on top: what the product watches. Inline so sign-in loads no image. */
export function SignInIllustration() {
  return (
    <svg viewBox="0 0 480 360" role="img" aria-label="A field tank with a FieldWatch sensor" width="100%" height="100%">
      <defs>
        <linearGradient id="fw-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d0ebff" />
          <stop offset="1" stopColor="#f1f8ff" />
        </linearGradient>
        <linearGradient id="fw-tank" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#5c7080" />
          <stop offset="0.45" stopColor="#a5b4c0" />
          <stop offset="1" stopColor="#4a5a68" />
        </linearGradient>
        <linearGradient id="fw-fluid" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#1864ab" />
          <stop offset="0.5" stopColor="#4dabf7" />
          <stop offset="1" stopColor="#1864ab" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="16" fill="url(#fw-sky)" />
      <circle cx="400" cy="70" r="28" fill="#ffe066" />
      <path d="M0 290 Q120 262 240 282 T480 276 V360 H0 Z" fill="#b2f2bb" />
      <path d="M0 308 Q140 290 260 304 T480 300 V360 H0 Z" fill="#8ce99a" />

      {/* tank with a cut-away showing the fluid level */}
      <rect x="120" y="120" width="180" height="170" fill="url(#fw-tank)" />
      <ellipse cx="210" cy="290" rx="90" ry="14" fill="#4a5a68" />
      <rect x="150" y="170" width="40" height="110" rx="4" fill="#e9ecef" />
      <rect x="150" y="214" width="40" height="66" rx="4" fill="url(#fw-fluid)" />
      <line x1="150" y1="214" x2="190" y2="214" stroke="#fff" strokeWidth="2" />
      <ellipse cx="210" cy="120" rx="90" ry="14" fill="#ced4da" stroke="#868e96" strokeWidth="2" />
      {[140, 170, 200, 230, 260].map((y) => (
        <line key={y} x1="286" y1={y} x2="300" y2={y} stroke="#343a40" strokeWidth="3" />
      ))}
      <line x1="286" y1="126" x2="286" y2="288" stroke="#343a40" strokeWidth="3" />
      <line x1="300" y1="126" x2="300" y2="288" stroke="#343a40" strokeWidth="3" />

      {/* sensor, solar panel and antenna */}
      <rect x="222" y="88" width="44" height="30" rx="5" fill="#1c7ed6" stroke="#1864ab" strokeWidth="2" />
      <circle cx="234" cy="103" r="4" fill="#69db7c" />
      <rect x="244" y="98" width="16" height="10" rx="2" fill="#e7f5ff" />
      <polygon points="196,96 220,86 220,110 196,116" fill="#364fc7" stroke="#1c2a80" strokeWidth="2" />
      <line x1="256" y1="88" x2="256" y2="54" stroke="#343a40" strokeWidth="3" />
      <circle cx="256" cy="52" r="4" fill="#343a40" />
      <path d="M270 44 A20 20 0 0 1 270 62" fill="none" stroke="#1c7ed6" strokeWidth="3" strokeLinecap="round" />
      <path d="M280 36 A32 32 0 0 1 280 70" fill="none" stroke="#1c7ed6" strokeWidth="3" strokeLinecap="round" opacity="0.7" />
      <path d="M290 28 A44 44 0 0 1 290 78" fill="none" stroke="#1c7ed6" strokeWidth="3" strokeLinecap="round" opacity="0.4" />

      {/* the reading as it appears on a phone */}
      <g transform="translate(350 150)">
        <rect width="86" height="150" rx="12" fill="#212529" />
        <rect x="6" y="14" width="74" height="118" rx="4" fill="#fff" />
        <path d="M20 104 A23 23 0 1 1 66 104" fill="none" stroke="#dee2e6" strokeWidth="8" strokeLinecap="round" />
        <path d="M20 104 A23 23 0 0 1 55 84" fill="none" stroke="#40c057" strokeWidth="8" strokeLinecap="round" />
        <rect x="16" y="26" width="54" height="6" rx="3" fill="#1c7ed6" />
        <rect x="16" y="38" width="36" height="5" rx="2.5" fill="#adb5bd" />
        <rect x="26" y="112" width="34" height="6" rx="3" fill="#495057" />
      </g>
    </svg>
  );
}
