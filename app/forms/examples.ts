import type { FormKind } from "./kinds.ts";

/** A valid submission of each form, as a person would type it (for tests, unit and end-to-end). */
export const validForms = {
  broker_application: {
    brokerage: "Umoya Risk Brokers",
    fspNumber: "47110",
    contactName: "Lerato Dlamini",
    email: "lerato@umoya.co.za",
    phone: "082 555 0123",
    province: "Gauteng",
    lines: "both",
    premiumBand: "5m-20m",
    message: "",
    licensed: "on",
  },
  contact_enquiry: {
    name: "Sipho Nkosi",
    email: "sipho@example.co.za",
    phone: "",
    office: "durban",
    topic: "quote",
    message: "Please quote for our warehouse in Pinetown.",
  },
  call_back: { name: "Anna van Wyk", phone: "+27 21 555 0199", bestTime: "morning", topic: "personal", note: "" },
  claim_notification: {
    policyNumber: "KRG/COM/104233",
    name: "Thabo Mokoena",
    email: "thabo@example.co.za",
    phone: "011 555 0100",
    lossDate: "2026-11-20",
    lossType: "water",
    location: "12 Main Road, Benoni",
    sapsCase: "",
    description: "A geyser burst in the roof and flooded the office ceiling.",
  },
  complaint: {
    name: "Naledi Khumalo",
    email: "naledi@example.co.za",
    phone: "",
    policyOrClaim: "CLM-7K3M9X",
    about: "service",
    details: "Nobody has answered my e-mails about my claim for three weeks.",
    outcome: "",
  },
} satisfies Record<FormKind, Record<string, string>>;
