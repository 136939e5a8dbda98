import { siteFrame } from "./site-frame.ts";

/**
 * Brand values, here and in site-frame.ts (those every page's frame shows). They are fictional placeholders, to be
 * replaced with the group's real details at deployment (see README, "Brand values").
 */
export const site = {
  // The name, the registration, the switchboard, the claims line, the e-mail address and the social links.
  ...siteFrame,
  tagline: "Commercial and personal insurance, built on risk engineering",
  /** The claims team's WhatsApp number (messages and photos, answered 24/7). */
  claimsWhatsApp: "+27 82 654 2114",
  claimsWhatsAppHref: "https://wa.me/27826542114",
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
} as const;

export type { SocialNetwork } from "./site-frame.ts";
