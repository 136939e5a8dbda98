import { site } from "#app/config/site.ts";

/** An office (docs/specification.md, “Entities”). All offices share the group's one phone number (docs/specification.md, “Constants”). */
export interface Office {
  id: "gauteng" | "cape-town" | "durban";
  /** "Head office" for Gauteng. */
  headOffice?: string;
  label: string;
  phone: string;
  phoneHref: string;
  /** Where the office's enquiries go: a contact enquiry for this office is e-mailed here (issue 36, item 6). */
  email: string;
  address: string;
  hours: string;
  coordinates: { lat: number; lng: number };
  /** Opens the location on OpenStreetMap in a new tab. */
  mapLink: string;
  /** The embeddable map, loaded only when the visitor asks for it. */
  embedSrc: string;
}

function osm(lat: number, lng: number) {
  const d = 0.006;
  const bbox = [lng - d, lat - d, lng + d, lat + d].map((n) => n.toFixed(4)).join("%2C");
  return {
    coordinates: { lat, lng },
    mapLink: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`,
    embedSrc: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat}%2C${lng}`,
  };
}

const hours = "Monday to Friday, 08:00 to 16:30. Claims line open 24 hours.";

export const offices: Office[] = [
  {
    id: "gauteng",
    headOffice: "Head office",
    label: "Gauteng",
    phone: site.phone,
    phoneHref: site.phoneHref,
    email: site.email,
    address: site.headOffice,
    hours,
    ...osm(-26.1076, 28.0567),
  },
  {
    id: "cape-town",
    label: "Cape Town",
    phone: site.phone,
    phoneHref: site.phoneHref,
    email: `capetown@${site.emailDomain}`,
    address: "4th Floor, The Terraces, 34 Bree Street, Cape Town, 8001",
    hours,
    ...osm(-33.918, 18.4233),
  },
  {
    id: "durban",
    label: "Durban",
    phone: site.phone,
    phoneHref: site.phoneHref,
    email: `durban@${site.emailDomain}`,
    address: "Ridgeside Office Park, 21 Richefond Circle, Umhlanga Ridge, 4319",
    hours,
    ...osm(-29.7275, 31.0837),
  },
];
