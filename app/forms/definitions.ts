import { site } from "#app/config/site.ts";
import type { FormKind } from "./kinds.ts";

interface FieldBase {
  /** The form field's name, and the key it is stored under. */
  name: string;
  label: string;
  /** A line under the label: what to enter, or where to find it. */
  hint?: string;
  required: boolean;
  autoComplete?: string;
  /** Short fields sit two to a row on wide screens. */
  short?: boolean;
  /** Shown when a required field is left empty. */
  missing?: string;
}

export type Field =
  | (FieldBase & {
      kind: "text";
      maxLength: number;
      /** A format the value must match, and what to say when it does not. */
      format?: { pattern: RegExp; message: string };
      inputMode?: "numeric" | "text";
    })
  | (FieldBase & { kind: "email" })
  | (FieldBase & { kind: "tel" })
  | (FieldBase & { kind: "textarea"; minLength?: number; maxLength: number })
  | (FieldBase & { kind: "select"; options: { value: string; label: string }[] })
  /** A date in the past: the field refuses the future and anything older than `maxAgeDays`. */
  | (FieldBase & { kind: "date"; maxAgeDays: number })
  /** A declaration the sender must tick (when required). */
  | (FieldBase & { kind: "checkbox" });

export interface FormDefinition {
  kind: FormKind;
  /** The start of each reference, such as CLM in CLM-7K3M9X. */
  referencePrefix: string;
  /** What staff see the submission as (lists, e-mail subjects). */
  title: string;
  submitLabel: string;
  /** The confirmation's heading, and what happens next (after the reference). */
  done: { heading: string; next: string };
  /** The value analytics records for one submission; 0.25 unless set (docs/architecture.md, “Forms, e-mail, analytics and consent”). */
  conversionValue?: number;
  /** Who is told about each submission by e-mail when SMTP_URL is set. */
  notify: string;
  /**
   * Takes files (a claim's documents): posted as one multipart stream, and its
   * files checked and kept by the form's own step (app/claims/report.server.ts).
   */
  files?: true;
  /** Where to turn when the form cannot be sent, as the end of a sentence; "call us on" the main number unless set. */
  help?: string;
  fields: Field[];
}

/** Where to turn when this form cannot be sent: "call us on …". */
export function formHelp(definition: FormDefinition): string {
  return definition.help ?? `call us on ${site.phone}`;
}

const provinces = [
  "Eastern Cape",
  "Free State",
  "Gauteng",
  "KwaZulu-Natal",
  "Limpopo",
  "Mpumalanga",
  "North West",
  "Northern Cape",
  "Western Cape",
].map((p) => ({ value: p, label: p }));

const name: Field = {
  kind: "text",
  name: "name",
  label: "Your name",
  required: true,
  autoComplete: "name",
  maxLength: 100,
  short: true,
  missing: "Enter your name",
};
const email: Field = {
  kind: "email",
  name: "email",
  label: "E-mail address",
  required: true,
  autoComplete: "email",
  short: true,
  missing: "Enter your e-mail address",
};
const phone: Field = {
  kind: "tel",
  name: "phone",
  label: "Phone number",
  required: true,
  autoComplete: "tel",
  short: true,
  missing: "Enter a phone number we can call you on",
};
const optionalPhone: Field = { ...phone, label: "Phone number (optional)", required: false };

/**
 * The five enquiry forms, as data: the page renders these fields, and the
 * browser and the server check them with the same rules (./validation.ts).
 */
export const formDefinitions: Record<FormKind, FormDefinition> = {
  broker_application: {
    kind: "broker_application",
    referencePrefix: "BRK",
    title: "Broker application",
    submitLabel: "Send application",
    done: {
      heading: "Application received",
      next: "Our broker development team will contact you within two working days to arrange the documents we need.",
    },
    // A new distribution partner is worth more to the group than a single enquiry.
    conversionValue: 1,
    notify: site.brokersEmail,
    fields: [
      {
        kind: "text",
        name: "brokerage",
        label: "Brokerage name",
        required: true,
        autoComplete: "organization",
        maxLength: 120,
        short: true,
        missing: "Enter the brokerage's name",
      },
      {
        kind: "text",
        name: "fspNumber",
        label: "FSP number",
        hint: "As on your FSCA licence, digits only",
        required: true,
        maxLength: 6,
        inputMode: "numeric",
        short: true,
        missing: "Enter the brokerage's FSP number",
        format: {
          pattern: /^\d{1,6}$/,
          message: "Enter the FSP number in digits only (up to six), as on your licence",
        },
      },
      { ...name, name: "contactName", label: "Your name" },
      email,
      phone,
      {
        kind: "select",
        name: "province",
        label: "Province of your main office",
        required: true,
        short: true,
        options: provinces,
        missing: "Choose the province of your main office",
      },
      {
        kind: "select",
        name: "lines",
        label: "Lines of business",
        required: true,
        short: true,
        options: [
          { value: "personal", label: "Personal lines" },
          { value: "commercial", label: "Commercial lines" },
          { value: "both", label: "Personal and commercial lines" },
        ],
        missing: "Choose the lines of business you place",
      },
      {
        kind: "select",
        name: "premiumBand",
        label: "Short-term premium you place a year",
        required: true,
        short: true,
        options: [
          { value: "under-5m", label: "Less than R5 million" },
          { value: "5m-20m", label: "R5 million to R20 million" },
          { value: "20m-50m", label: "R20 million to R50 million" },
          { value: "over-50m", label: "More than R50 million" },
        ],
        missing: "Choose the premium your brokerage places a year",
      },
      {
        kind: "textarea",
        name: "message",
        label: "Anything else we should know (optional)",
        hint: "Your niches, the insurers you place with now, or what you are looking for in a partner",
        required: false,
        maxLength: 2000,
      },
      {
        kind: "checkbox",
        name: "licensed",
        label: "The brokerage holds a current FSP licence for Category I short-term insurance",
        required: true,
        missing: "Confirm that the brokerage is licensed: we can appoint only licensed brokerages",
      },
    ],
  },

  contact_enquiry: {
    kind: "contact_enquiry",
    referencePrefix: "ENQ",
    title: "Contact enquiry",
    submitLabel: "Send message",
    done: {
      heading: "Message sent",
      next: "The office you chose will answer by the end of the next working day.",
    },
    notify: site.email,
    fields: [
      name,
      email,
      optionalPhone,
      {
        kind: "select",
        name: "office",
        label: "Office",
        required: true,
        short: true,
        options: [
          { value: "gauteng", label: "Gauteng head office, Sandton" },
          { value: "cape-town", label: "Cape Town" },
          { value: "durban", label: "Durban" },
        ],
        missing: "Choose the office you would like to answer",
      },
      {
        kind: "select",
        name: "topic",
        label: "What is it about?",
        required: true,
        options: [
          { value: "quote", label: "A quotation or new cover" },
          { value: "policy", label: "An existing policy" },
          { value: "claim", label: "A claim" },
          { value: "broker", label: "Working with us as a broker" },
          { value: "media", label: "A media enquiry" },
          { value: "other", label: "Something else" },
        ],
        missing: "Choose what your message is about",
      },
      {
        kind: "textarea",
        name: "message",
        label: "Your message",
        required: true,
        minLength: 10,
        maxLength: 3000,
        missing: "Enter your message",
      },
    ],
  },

  call_back: {
    kind: "call_back",
    referencePrefix: "CBK",
    title: "Call-back request",
    submitLabel: "Call me back",
    done: {
      heading: "We will call you back",
      next: "We call back within one working day, at the time of day you chose where we can.",
    },
    notify: site.email,
    fields: [
      name,
      phone,
      {
        kind: "select",
        name: "bestTime",
        label: "Best time to call",
        required: true,
        short: true,
        options: [
          { value: "morning", label: "Morning, 08:00 to 12:00" },
          { value: "afternoon", label: "Afternoon, 12:00 to 16:30" },
          { value: "any", label: "Any time in office hours" },
        ],
        missing: "Choose when we should call",
      },
      {
        kind: "select",
        name: "topic",
        label: "What would you like to talk about?",
        required: true,
        short: true,
        options: [
          { value: "commercial", label: "Commercial insurance" },
          { value: "personal", label: "Personal insurance" },
          { value: "claim", label: "A claim" },
          { value: "broker", label: "Becoming a partner broker" },
          { value: "other", label: "Something else" },
        ],
        missing: "Choose what you would like to talk about",
      },
      {
        kind: "textarea",
        name: "note",
        label: "Anything we should know before we call (optional)",
        required: false,
        maxLength: 500,
      },
    ],
  },

  claim_notification: {
    kind: "claim_notification",
    referencePrefix: "CLM",
    title: "Claim notification",
    submitLabel: "Report the claim",
    done: {
      heading: "Claim reported",
      next: `A claims handler will contact you within one working day. Quote this reference when you e-mail documents or photographs to ${site.claimsEmail}.`,
    },
    notify: site.claimsEmail,
    files: true,
    help: `call our 24/7 claims line on ${site.claimsEmergencyPhone}`,
    fields: [
      {
        kind: "text",
        name: "policyNumber",
        label: "Policy number",
        hint: "On your policy schedule, such as KRG/COM/104233",
        required: true,
        maxLength: 30,
        short: true,
        missing: "Enter your policy number (your broker can give it to you)",
        format: {
          pattern: /^[A-Za-z0-9][A-Za-z0-9/ -]{3,29}$/,
          message: "Enter the policy number as on your schedule: letters, digits, slashes and dashes",
        },
      },
      { ...name, label: "Policyholder or contact name" },
      email,
      phone,
      {
        kind: "date",
        name: "lossDate",
        label: "Date of the loss or incident",
        required: true,
        short: true,
        maxAgeDays: 3 * 365,
        missing: "Enter the date of the loss or incident",
      },
      {
        kind: "select",
        name: "lossType",
        label: "What kind of loss?",
        required: true,
        short: true,
        options: [
          { value: "motor-accident", label: "Motor accident" },
          { value: "motor-theft", label: "Vehicle theft or hijacking" },
          { value: "fire", label: "Fire or explosion" },
          { value: "water", label: "Burst pipe, geyser or other water damage" },
          { value: "weather", label: "Storm, hail or flood" },
          { value: "burglary", label: "Burglary or theft from premises" },
          { value: "liability", label: "Injury or damage to someone else" },
          { value: "other", label: "Something else" },
        ],
        missing: "Choose the kind of loss",
      },
      {
        kind: "text",
        name: "location",
        label: "Where did it happen?",
        hint: "A street address, or the road and the nearest town",
        required: true,
        maxLength: 200,
        missing: "Enter where it happened",
      },
      {
        kind: "text",
        name: "sapsCase",
        label: "SAPS case number (optional)",
        hint: "For theft, hijacking, burglary or malicious damage",
        required: false,
        maxLength: 40,
        short: true,
        format: {
          pattern: /^[A-Za-z0-9][A-Za-z0-9 /.-]*$/,
          message: "Enter the case number as the police gave it, such as CAS 123/04/2026",
        },
      },
      {
        kind: "textarea",
        name: "description",
        label: "What happened?",
        hint: "What was damaged or lost, how it happened, and whether anyone was hurt",
        required: true,
        minLength: 20,
        maxLength: 4000,
        missing: "Describe what happened",
      },
    ],
  },

  complaint: {
    kind: "complaint",
    referencePrefix: "CMP",
    title: "Complaint",
    submitLabel: "Send complaint",
    done: {
      heading: "Complaint received",
      next: "Our complaints team will acknowledge it within two working days and keep you informed until it is resolved.",
    },
    notify: site.complaintsEmail,
    fields: [
      name,
      email,
      optionalPhone,
      {
        kind: "text",
        name: "policyOrClaim",
        label: "Policy or claim number (optional)",
        hint: "If your complaint is about a policy or a claim",
        required: false,
        maxLength: 40,
        short: true,
        format: {
          pattern: /^[A-Za-z0-9][A-Za-z0-9/ .-]*$/,
          message: "Enter the number as it appears on your documents: letters, digits, slashes and dashes",
        },
      },
      {
        kind: "select",
        name: "about",
        label: "What is your complaint about?",
        required: true,
        short: true,
        options: [
          { value: "claim", label: "A claim or its settlement" },
          { value: "policy", label: "My policy, premium or cover" },
          { value: "service", label: "Service or communication" },
          { value: "conduct", label: "A staff member, assessor or supplier" },
          { value: "privacy", label: "My personal information" },
          { value: "other", label: "Something else" },
        ],
        missing: "Choose what your complaint is about",
      },
      {
        kind: "textarea",
        name: "details",
        label: "Your complaint",
        hint: "What happened, when, and who you dealt with",
        required: true,
        minLength: 20,
        maxLength: 4000,
        missing: "Tell us what your complaint is",
      },
      {
        kind: "textarea",
        name: "outcome",
        label: "What would put it right? (optional)",
        required: false,
        maxLength: 1000,
      },
    ],
  },
};

/** The honeypot: a field people never see or fill in, which form-filling robots do. */
export const HONEYPOT_FIELD = "website";
