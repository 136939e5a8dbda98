/**
 * The brand values every page's frame shows (the header's logo, the footer, the error page), apart from the rest of
 * app/config/site.ts so that the shell every public page loads carries these only (decision 0068). Fictional
 * placeholders, like the rest (see README, "Brand values").
 */
export const siteFrame = {
  name: "Kopano Risk Group",
  legalName: "Kopano Risk Group (Pty) Ltd",
  shortName: "Kopano",
  fspNumber: "48213",
  underwriter: "Imvula Insurance Company Limited",
  registrationNumber: "2004/018842/07",
  phone: "+27 10 446 7200",
  phoneHref: "tel:+27104467200",
  claimsEmergencyPhone: "0800 22 11 44",
  claimsEmergencyPhoneHref: "tel:0800221144",
  email: "info@kopano-group.co.za",
  social: [
    { network: "LinkedIn", href: "https://www.linkedin.com/company/kopano-risk-group" },
    { network: "Facebook", href: "https://www.facebook.com/kopanoriskgroup" },
    { network: "Instagram", href: "https://www.instagram.com/kopanoriskgroup" },
    { network: "X", href: "https://x.com/kopanorisk" },
    { network: "YouTube", href: "https://www.youtube.com/@kopanoriskgroup" },
  ],
} as const;

export type SocialNetwork = (typeof siteFrame.social)[number]["network"];
