import type { NavLink, NavSection } from "./types.ts";

const COMMERCIAL = "/insurance-products/commercial-solutions";
const PERSONAL = "/insurance-products/personal-solutions";

/**
 * The main header, as data. The spelling of `specialist-liablity` and
 * `motor-risk-managment` is the specification's and these are the canonical
 * URLs; the correctly spelt paths redirect to them (see `redirects.ts`).
 */
export const mainNavigation: NavSection[] = [
  {
    id: "group",
    label: "Group",
    route: "/",
    tabs: [
      { label: "About us", route: "/", description: "Who we are and how we insure South African business." },
      { label: "Mission, vision & values", route: "/about/mission-vision-values" },
      { label: "Our leadership", route: "/about/our-leadership" },
      { label: "Our history", route: "/about/our-history" },
      { label: "Sustainability", route: "/sustainability" },
      { label: "Credit rating", route: "/credit-rating" },
      { label: "B-BBEE Level 1", route: "/b-bbee-level-1" },
    ],
  },
  {
    id: "products",
    label: "Products",
    route: `${COMMERCIAL}/commercial`,
    tabs: [
      {
        label: "Commercial solutions",
        route: `${COMMERCIAL}/commercial`,
        description:
          "Cover for businesses, fleets, farms and property owners, from a single site to a national portfolio.",
        columns: [
          {
            heading: "Business",
            links: [
              { label: "Commercial insurance", route: `${COMMERCIAL}/commercial` },
              { label: "Assets all risks", route: `${COMMERCIAL}/assets-all-risks` },
              { label: "Specialist liability", route: `${COMMERCIAL}/specialist-liablity` },
              { label: "Agriculture", route: `${COMMERCIAL}/agriculture` },
            ],
          },
          {
            heading: "Motor and property",
            links: [
              { label: "Motor fleet", route: `${COMMERCIAL}/motor-fleet` },
              { label: "Property all risk: sectional title", route: `${COMMERCIAL}/property-all-risk-sectional-plan` },
              { label: "Property all risk: commercial", route: `${COMMERCIAL}/property-all-risk-commercial` },
            ],
          },
        ],
      },
      {
        label: "Personal solutions",
        route: `${PERSONAL}/personal`,
        description: "Home, car and valuables cover for individuals and families, through your broker.",
        columns: [
          {
            heading: "Personal lines",
            links: [
              { label: "Personal insurance", route: `${PERSONAL}/personal` },
              { label: "Opulence: high-net-worth cover", route: `${PERSONAL}/opulence` },
              { label: "Leisure: boats, caravans and toys", route: `${PERSONAL}/leisure` },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "risk-management",
    label: "Risk Management",
    route: "/risk-management",
    tabs: [
      { label: "Overview", route: "/risk-management" },
      {
        label: "Risk surveying",
        route: "/risk-management/risk-surveying",
        description: "On-site and remote surveys that turn a risk into a clear list of improvements.",
        columns: [
          {
            heading: "Surveying",
            links: [
              { label: "Risk surveying", route: "/risk-management/risk-surveying" },
              { label: "In-Syte remote surveys", route: "/risk-management/risk-surveying/in-syte" },
            ],
          },
        ],
      },
      { label: "Fire engineering", route: "/risk-management/fire-engineering" },
      { label: "Quantity surveying", route: "/risk-management/quantity-surveying" },
      { label: "Motor parts procurement", route: "/motor-risk-managment/parts-procurement" },
    ],
  },
  {
    id: "claims",
    label: "Claims",
    route: "/claims-handling/claims-turnaround-times",
    tabs: [
      { label: "Turnaround times", route: "/claims-handling/claims-turnaround-times" },
      { label: "Report a claim", route: "/claims-handling/report-a-claim" },
      // The claimant's tracker (decision 0012): its own route module, not a content page.
      { label: "Track a claim", route: "/claims/track", ownRoute: true },
      { label: "Claim forms", route: "/claims-handling/claim-forms" },
    ],
  },
  {
    id: "clients",
    label: "Clients",
    route: "/clients/jse-listed-multinationals",
    tabs: [
      { label: "JSE-listed multinationals", route: "/clients/jse-listed-multinationals" },
      { label: "State-owned enterprises", route: "/clients/state-owned-enterprise" },
      { label: "Commercial clients", route: "/clients/commercial-clients" },
      { label: "Fleet and transport", route: "/clients/fleet-transports" },
      { label: "Agriculture", route: "/clients/agriculture" },
    ],
  },
  {
    id: "tools",
    label: "Broker & Client Tools",
    route: "/broker-tools/broker-risk-management-portal",
    tabs: [
      {
        label: "Broker risk portal",
        route: "/broker-tools/broker-risk-management-portal",
        description: "Survey reports, risk improvement tracking and renewal data for every client on your book.",
        columns: [
          {
            heading: "Portals",
            links: [
              { label: "About the broker portal", route: "/broker-tools/broker-risk-management-portal" },
              {
                label: "Sign in to the broker portal",
                route: "https://portal.example.co.za/broker",
                external: true,
                target: "_blank",
              },
            ],
          },
        ],
      },
      {
        label: "Client risk portal",
        route: "/broker-tools/client-risk-management-portal",
        description: "Your sites, survey findings and open recommendations in one place.",
        columns: [
          {
            heading: "Portals",
            links: [
              { label: "About the client portal", route: "/broker-tools/client-risk-management-portal" },
              // Each programme's own sign-in page, chosen there (routes/public/client-sign-in.tsx).
              { label: "Client sign-in", route: "/client-sign-in", ownRoute: true },
            ],
          },
        ],
      },
      { label: "Policy administration", route: "/broker-tools/policy-administration-system" },
      { label: "E-learning", route: "/broker-tools/e-learning" },
    ],
  },
  {
    id: "media",
    label: "Media",
    route: "/media/news/2025",
    tabs: [
      { label: "News 2025", route: "/media/news/2025" },
      { label: "News 2024", route: "/media/news/2024" },
      { label: "Events 2025", route: "/media/events/2025" },
    ],
  },
  {
    id: "contact",
    label: "Contact",
    route: "/contact/regional-offices",
    tabs: [
      { label: "Regional offices", route: "/contact/regional-offices" },
      { label: "Grow your brokerage", route: "/contact/Grow-Your-Brokerage", highlight: true },
    ],
  },
];

/**
 * The commercial motor fleet product split three ways. Sub-site headers show
 * these instead of the single motor-fleet entry; the pages themselves are public.
 */
export const motorFleetSplit: NavLink[] = [
  { label: "Motor fleet: specified vehicles", route: `${COMMERCIAL}/motor-fleet-specified` },
  { label: "Motor fleet: unspecified vehicles", route: `${COMMERCIAL}/motor-fleet-unspecified` },
  { label: "Motor fleet: small and medium business", route: `${COMMERCIAL}/motor-fleet-sme` },
];

/** The footer's quick links; the privacy policy is reached from here only. */
export const footerLinks: NavLink[] = [
  { label: "Claims turnaround times", route: "/claims-handling/claims-turnaround-times" },
  { label: "Claim forms", route: "/claims-handling/claim-forms" },
  { label: "Report a claim", route: "/claims-handling/report-a-claim" },
  { label: "Request a call back", route: "/contact/call-me-back" },
  { label: "Risk management", route: "/risk-management" },
  { label: "Grow your brokerage", route: "/contact/Grow-Your-Brokerage" },
  { label: "Privacy policy", route: "/privacy-policy" },
  { label: "Cookie policy", route: "/cookie-policy" },
  { label: "Complaints", route: "/complaints" },
  { label: "Fraud and scam awareness", route: "/fraud-awareness" },
  { label: "Accessibility", route: "/accessibility" },
];

/**
 * Correctly spelt paths that users and search engines will guess, mapped to
 * the specification's canonical (misspelt) URLs. Answered with 301.
 */
export const redirects: Record<string, string> = {
  [`${COMMERCIAL}/specialist-liability`]: `${COMMERCIAL}/specialist-liablity`,
  "/motor-risk-management/parts-procurement": "/motor-risk-managment/parts-procurement",
};

/** The four documents the footer offers, served as PDFs built from text in `app/content/documents`. */
export const footerDocuments: NavLink[] = [
  { label: "POPIA policy", route: "/documents/popia-policy.pdf" },
  { label: "PAIA manual", route: "/documents/paia-manual.pdf" },
  { label: "Complaints management policy", route: "/documents/complaints-management-policy.pdf" },
  { label: "Conflict of interest policy", route: "/documents/conflict-of-interest-policy.pdf" },
];
