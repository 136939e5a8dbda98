/**
 * Brand values in one place. They are fictional placeholders, to be replaced
 * with the group's real details at deployment (see README, "Brand values").
 */
export const site = {
  name: "Kopano Risk Group",
  legalName: "Kopano Risk Group (Pty) Ltd",
  shortName: "Kopano",
  tagline: "Commercial and personal insurance, built on risk engineering",
  fspNumber: "48213",
  underwriter: "Imvula Insurance Company Limited",
  registrationNumber: "2004/018842/07",
  phone: "+27 10 446 7200",
  phoneHref: "tel:+27104467200",
  claimsEmergencyPhone: "0800 22 11 44",
  claimsEmergencyPhoneHref: "tel:0800221144",
  email: "info@kopano-group.co.za",
  /** Staff e-mail addresses are first.last@ this domain. */
  emailDomain: "kopano-group.co.za",
  claimsEmail: "claims@kopano-group.co.za",
  complaintsEmail: "complaints@kopano-group.co.za",
  brokersEmail: "brokers@kopano-group.co.za",
  /** The underwriting desk's shared mailbox: new quotation requests and clients' answers go here. */
  underwritingEmail: "underwriting@kopano-group.co.za",
  fraudEmail: "fraud@kopano-group.co.za",
  /** The independent ethics line for reporting fraud (24 hours, free). */
  fraudHotline: "0800 11 27 27",
  informationOfficerEmail: "privacy@kopano-group.co.za",
  headOffice: "Kopano House, 21 Wierda Road West, Sandton, Johannesburg, 2196",
  /** The insurer's financial strength rating, as published on /credit-rating. */
  creditRating: {
    agency: "Sable Ratings",
    rating: "AA-(ZA)",
    scale: "national scale",
    outlook: "Stable",
    affirmed: "2026-06-30",
  },
  /** The group's B-BBEE verification, as published on /b-bbee-level-1. */
  bbbee: {
    level: 1,
    score: "104.6",
    procurementRecognition: "135%",
    blackOwnership: "51%",
    blackWomenOwnership: "32%",
    verificationAgency: "Siyaqinisekisa Verification Services",
    certificateExpires: "2027-04-30",
  },
  /** The group's "how to report a claim" video on its YouTube channel, shown in a click-to-load teaser. */
  youtubeClaimsVideoId: "q3Kx8vTzL0w",
  social: [
    { network: "LinkedIn", href: "https://www.linkedin.com/company/kopano-risk-group" },
    { network: "Facebook", href: "https://www.facebook.com/kopanoriskgroup" },
    { network: "Instagram", href: "https://www.instagram.com/kopanoriskgroup" },
    { network: "X", href: "https://x.com/kopanorisk" },
    { network: "YouTube", href: "https://www.youtube.com/@kopanoriskgroup" },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];
