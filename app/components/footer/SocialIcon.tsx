import type { SocialNetwork } from "#app/config/site.ts";

/** Simple monochrome marks for the five networks, drawn for this site. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const common = { width: 20, height: 20, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;
  switch (network) {
    case "LinkedIn":
      return (
        <svg {...common} fill="currentColor">
          <path d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2.5 6.5V18h2.7V9.5H6.5Zm1.35-4.2a1.55 1.55 0 1 0 0 3.1 1.55 1.55 0 0 0 0-3.1ZM10.9 9.5V18h2.7v-4.4c0-1.2.3-2.3 1.7-2.3s1.4 1.3 1.4 2.4V18h2.7v-4.9c0-2.4-.5-3.9-3.2-3.9-1.3 0-2.2.7-2.6 1.4v-1.1h-2.7Z" />
        </svg>
      );
    case "Facebook":
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.7h2.6l.4-3h-3V8.4c0-.9.3-1.5 1.5-1.5h1.6V4.2A21 21 0 0 0 14.3 4c-2.3 0-3.9 1.4-3.9 4v2.3H7.8v3h2.6V21h3.1Z" />
        </svg>
      );
    case "Instagram":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
        </svg>
      );
    case "X":
      return (
        <svg {...common} fill="currentColor">
          <path d="M17.8 3h3L14.3 10.5 22 21h-6l-4.7-6.2L5.8 21h-3l7-8L2.4 3h6.1l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.4 4.7H5.6l11.2 14.5Z" />
        </svg>
      );
    case "YouTube":
      return (
        <svg {...common} fill="currentColor">
          <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
        </svg>
      );
  }
}
