import type { PageContent, SimpleBlock } from "#app/content/types.ts";
import { TURNAROUND } from "#app/claims/turnaround.ts";
import { site } from "#app/config/site.ts";

/** A tab of the "Documents we need" set: what to send for one type of claim. */
function documentsTab(id: string, label: string, paragraph: string, bullets: string[]) {
  const content: SimpleBlock[] = [{ type: "richText", heading: label, paragraphs: [paragraph], bullets }];
  return { id, label, content };
}

export const claimsPages: Record<string, PageContent> = {
  "/claims-handling/claims-turnaround-times": {
    title: "Claims turnaround times",
    eyebrow: "Claims",
    description:
      "How quickly we settle motor, theft, property, windscreen and all risks claims, what to do first after a loss, and our 24/7 claims line.",
    intro: `When something goes wrong, clients and brokers need to know what happens next and when. These are the service standards ${site.name} sets for claims on policies underwritten by ${site.underwriter}, and we measure our performance against them every month. For emergencies such as accidents, hijackings, fires and burst geysers, call our 24/7 claims line on ${site.claimsEmergencyPhone} at any hour.`,
    heroImage: {
      image: "scenes/claims",
      alt: "A claims assessor inspecting the damage to a car",
    },
    blocks: [
      {
        type: "facts",
        heading: "Report a claim at any hour",
        items: [
          {
            value: site.claimsEmergencyPhone,
            label: "24/7 claims line",
            note: "Free from South African landlines, every day of the year",
          },
          { value: site.claimsEmail, label: "Claims by e-mail", note: "For claims that are not urgent" },
          {
            value: `${TURNAROUND.acknowledgeHours} hours`,
            label: "To acknowledge your claim",
            note: "With your claims handler's direct details",
          },
          {
            value: `${TURNAROUND.appointAssessorHours} hours`,
            label: "To appoint an assessor",
            note: "Where the claim needs one",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Report a claim online",
        text: "If nobody is in danger and the damage is under control, you can report your claim online in about five minutes. Your claim reference is shown straight away, and a claims handler contacts you within one working day.",
        link: { label: "Report a claim online", route: "/claims-handling/report-a-claim" },
      },
      {
        type: "gauges",
        heading: "Our turnaround times",
        intro:
          "Each gauge shows our average time to settle or authorise repairs, measured from the day we hold a complete claim: the signed claim form, the documents listed below and, where one is needed, the assessor's report. Motor theft claims include the SAPS waiting period.",
        // The same figures the claims desk measures claims against (app/claims/turnaround.ts).
        gauges: TURNAROUND.settlement.map((s) => ({
          label: s.label,
          value: s.value,
          range: s.range,
          units: s.units,
          variant: 1 as const,
        })),
      },
      {
        type: "richText",
        heading: "What the figures mean",
        paragraphs: [
          "The clock starts when a claim is reported to us by phone, by e-mail, online or through your broker, and settlement is measured from the day the claim is complete. We report our performance against each standard to our brokers and our board every month.",
        ],
        bullets: [
          "Motor damage: repairs authorised, or a cash settlement paid, within an average of 4.5 working days.",
          "Motor theft and hijacking: a vehicle that has not been recovered is settled once the 21-day SAPS waiting period has passed, during which the police and the tracking company search for it.",
          "Property: fire, storm, water and burglary claims settled or repairs authorised within an average of 6 working days.",
          "Windscreen: repaired or replaced within 24 hours of the call, through an approved fitment centre or a mobile fitter.",
          "All risks fast-track: straightforward claims for cellphones, laptops, cameras and other portable items settled within 2 working days.",
          "Any decision to reject a claim is given in writing, with the reasons and the steps you can take to challenge it.",
        ],
      },
      {
        type: "richText",
        heading: "What to do first after an incident",
        paragraphs: [
          "The first hour after an accident, fire, burst pipe or break-in often decides how large the loss becomes. Deal with safety first, then take the steps that protect both the property and your claim. You may take reasonable emergency measures without waiting for our approval, and we will cover their cost under the policy where the damage is insured.",
        ],
        steps: [
          "Make sure people are safe and call the emergency services if anyone is hurt or in danger.",
          "Prevent further damage: close the water supply, cover a damaged roof, secure broken doors and windows, and keep the receipts.",
          "Photograph the damage and the scene before anything is moved or cleaned up.",
          "Report theft, hijacking, burglary and road accidents to the SAPS and keep the case or accident report number.",
          "Do not admit liability or promise payment to anyone else involved.",
          `Call our 24/7 claims line on ${site.claimsEmergencyPhone} for towing, emergency assistance and to register the claim.`,
        ],
      },
      {
        type: "tabs",
        heading: "Documents we need",
        tabs: [
          documentsTab(
            "motor-accident",
            "Motor accident",
            `Send copies rather than originals, except where we ask to see an original. Clear phone photographs are acceptable, provided every page and both sides of a licence are legible. E-mail them to ${site.claimsEmail} with the claim number in the subject line, or give them to your broker.`,
            [
              "The signed motor claim form",
              "The driver's licence, both sides, and a professional driving permit where required",
              "Photographs of all vehicles involved and of the scene",
              "The other parties' names, contact details, vehicle registrations and insurers",
              "The SAPS accident report (AR) number",
              "Two repair quotations, unless the vehicle has gone to an approved repairer we appointed",
            ],
          ),
          documentsTab(
            "theft-hijacking",
            "Theft and hijacking",
            "Report a theft or hijacking to the SAPS and your tracking company immediately, and to us within 24 hours, because the chances of recovery fall quickly after the first day.",
            [
              "The signed motor claim form and the SAPS case number",
              "All keys and remotes for the vehicle",
              "The vehicle registration certificate",
              "The tracking company's report",
              "A sworn statement by the driver",
              "For financed vehicles, the finance house's settlement letter",
            ],
          ),
          documentsTab(
            "property-fire",
            "Property and fire",
            "Do not discard damaged items until the assessor has seen them or has agreed in writing that they may be removed.",
            [
              "The signed property claim form",
              "Photographs of the damage",
              "Two repair or replacement quotations",
              "A fire brigade report for fires, where the brigade attended",
              "Invoices for emergency work, such as boarding up or covering a roof",
              "For business interruption, management accounts or turnover records",
            ],
          ),
          documentsTab(
            "burglary",
            "Burglary",
            "Theft from premises is covered where there was forcible and violent entry or exit, so photographs of the point of entry matter.",
            [
              "The signed property claim form and the SAPS case number",
              "A list of the items taken, with proof of ownership or value",
              "The alarm activation report from the monitoring company",
              "Photographs of the point of entry",
              "Quotations for repairs to doors, windows and burglar bars",
            ],
          ),
          documentsTab(
            "geyser-water",
            "Geyser and water damage",
            `Switch off the water supply and the geyser's electricity, then call ${site.claimsEmergencyPhone}: we can send an approved plumber at any hour.`,
            [
              "The signed property claim form",
              "The plumber's report, stating the cause of the burst",
              "The plumber's invoice, or a quotation if you used your own plumber",
              "Photographs of the resulting water damage to ceilings, floors and contents",
              "Where required, the certificate of compliance for the new geyser installation",
            ],
          ),
          documentsTab(
            "liability",
            "Liability",
            "Never respond to the claimant yourself: send us everything you receive and we will handle the correspondence. A summons usually allows only 10 court days to give notice of intention to defend.",
            [
              "The signed liability claim form",
              "The letter of demand or summons, sent to us on the day you receive it",
              "A written account of what happened",
              "Witness names and contact details",
              "Photographs and any incident reports",
            ],
          ),
          documentsTab(
            "crop-livestock",
            "Crop and livestock",
            "Report hail damage within 72 hours, before harvesting the affected land, so that our agricultural assessors can measure the damage in the field.",
            [
              "The signed crop and livestock claim form",
              "The crop declaration for the affected land, with hectares and expected yield",
              "For livestock deaths, a veterinary report and photographs of the carcass where possible",
              "For stock theft, the SAPS case number, reported within 24 hours, and your stock register",
              "Brand or identification marks of the animals concerned",
            ],
          ),
        ],
      },
      {
        type: "teaser",
        heading: "How to report a claim",
        description: [
          "Our short video walks you through what to do after an accident, a burglary or a burst geyser: who to call first, what to photograph, which documents to gather and how your claims handler keeps you and your broker informed.",
          `Keep our 24/7 claims line, ${site.claimsEmergencyPhone}, saved on your phone, so that it is to hand when you need it.`,
        ],
        media: {
          type: "youtube",
          videoId: site.youtubeClaimsVideoId,
          title: "How to report a claim",
          poster: "posters/report-a-claim",
        },
        button: { label: "Claim forms", route: "/claims-handling/claim-forms" },
        mediaFirst: true,
      },
      {
        type: "richText",
        heading: "What delays a claim",
        paragraphs: [
          "Most delays come from information that arrives late or in pieces rather than from the assessment itself. Your claims handler will list anything outstanding in writing, and your broker can see the same list, so there is never doubt about where a claim stands.",
        ],
        bullets: [
          "Missing documents, such as quotations, proof of ownership or a driver's licence.",
          "No SAPS case number or accident report number where one is required.",
          "Late reporting, which makes it harder to inspect the damage or recover stolen property.",
          "Disputed liability or a claim against another party that must be resolved first.",
          "Investigation where the information provided is inconsistent.",
          "Settlement letters from finance houses on written-off or stolen vehicles, and verification of new bank details.",
        ],
      },
      {
        type: "managers",
        heading: "Your claims managers",
        intro:
          "Our claims are led by the Chief Claims Officer and a team of managers for motor, property and complex claims, assessing, litigation and recoveries. Your claims handler reports to one of them, and your broker can escalate any claim that is not moving.",
        people: ["sipho", "andile", "mandla", "bongani", "heinrich", "nthabiseng", "kevin"],
      },
      {
        type: "richText",
        heading: "If you disagree with a decision",
        paragraphs: [
          `If a claim is rejected or settled for less than you expected, you have at least 90 days to ask us to reconsider, in line with the Policyholder Protection Rules. Send your representations to ${site.complaintsEmail} or through your broker. If you remain unhappy after our internal review, you may refer the matter to the National Financial Ombud Scheme South Africa (NFO), which is free to policyholders.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Send us a complete claim",
        text: "Download the right claim form for your loss, with the list of documents we need, so that we can settle without delay.",
        link: { label: "Claim forms", route: "/claims-handling/claim-forms" },
      },
    ],
  },

  "/claims-handling/claim-forms": {
    title: "Claim forms",
    eyebrow: "Claims",
    description:
      "Download motor, property, all risks, liability, crop and livestock, and goods in transit claim forms, and how to complete and send them.",
    intro: `A complete claim is a fast claim. Download the form for your type of loss, complete and sign it, and send it to us with the documents it lists. Your broker can help you complete it, or you can e-mail ${site.claimsEmail}. For emergencies, call our 24/7 claims line on ${site.claimsEmergencyPhone} first: the form can follow once everyone is safe and the damage has been contained.`,
    heroImage: {
      image: "scenes/documents",
      alt: "Claim forms on a desk beside a pen and an official stamp",
    },
    blocks: [
      {
        type: "downloads",
        heading: "Download a claim form",
        intro:
          "Each form is a PDF that you can print and complete by hand, or fill in on screen and sign. It lists the documents we need for that type of claim, so that you can send everything together and avoid a second round of questions.",
        documents: [
          "motor-claim-form",
          "property-claim-form",
          "all-risks-claim-form",
          "liability-claim-form",
          "crop-and-livestock-claim-form",
          "goods-in-transit-claim-form",
        ],
      },
      {
        type: "callToAction",
        heading: "Not reported the loss yet?",
        text: "Report it online first: you get a claim reference straight away, and your claims handler contacts you within one working day to confirm which form and documents to send.",
        link: { label: "Report a claim online", route: "/claims-handling/report-a-claim" },
      },
      {
        type: "richText",
        heading: "Which form to use",
        paragraphs: [
          "Each form asks for the details that type of loss requires. If an incident involves more than one type of loss, such as a vehicle stolen during a burglary, complete both forms and we will link them under one incident. Damage caused by riot, strike, civil commotion, public disorder or terrorism is covered by SASRIA where SASRIA cover is on your policy; report it to us in the same way and we will submit it to SASRIA for you.",
        ],
        bullets: [
          "Motor claim form: accidents, theft and hijacking of vehicles, and damage your vehicle caused to other people's property.",
          "Property claim form: fire, lightning, storm, hail, flood, burst geysers and pipes, burglary, impact and malicious damage to buildings, contents and stock.",
          "All risks claim form: loss of or damage to portable items, such as cellphones, laptops, jewellery, tools and equipment, and leisure items such as boats and caravans.",
          "Liability claim form: claims made against you by others for injury, death or damage to their property.",
          "Crop and livestock claim form: hail and fire damage to crops, and death or theft of livestock.",
          "Goods in transit claim form: loss of or damage to goods carried on your vehicles or by a contracted carrier.",
          `Windscreens and vehicle glass: no form is needed; call ${site.claimsEmergencyPhone} to book a repair or replacement.`,
        ],
      },
      {
        type: "richText",
        heading: "Completing and sending your form",
        paragraphs: [
          "A few minutes spent checking the form before you send it can save days. Incomplete forms are the most common reason a settlement is delayed.",
        ],
        steps: [
          "Download the form for your type of loss, or ask your broker to send it to you.",
          'Complete every section; write "not applicable" rather than leaving a field blank.',
          "Sign and date the declaration. For a business, the form must be signed by someone authorised to act for it.",
          "Gather the documents the form lists: copies are fine, and clear phone photographs are acceptable.",
          `E-mail the form and documents to ${site.claimsEmail} with your policy or claim number in the subject line, or give them to your broker.`,
          "Keep copies of everything you send. We acknowledge every claim within 24 hours with the name of your claims handler.",
        ],
      },
      {
        type: "tabs",
        heading: "Rules that affect every claim",
        tabs: [
          {
            id: "saps",
            label: "SAPS case numbers",
            content: [
              {
                type: "richText",
                heading: "SAPS case numbers",
                paragraphs: [
                  "We cannot process a theft, hijacking, burglary or malicious damage claim without a SAPS case number, and we verify every number with the police station that issued it.",
                ],
                bullets: [
                  "Report the crime in person at the station nearest to where it happened",
                  "List everything that was taken and keep the name of the officer who took the statement",
                  "If you later discover more missing items, add them to the case with a supplementary statement",
                  "Report road accidents to the SAPS within 24 hours, as the National Road Traffic Act requires, and keep the accident report (AR) number",
                ],
              },
            ],
          },
          {
            id: "time-limits",
            label: "Time limits",
            content: [
              {
                type: "richText",
                heading: "Time limits for reporting",
                paragraphs: [
                  "Report every claim as soon as reasonably possible. A claim reported late may be declined where the delay has prevented a proper inspection or a recovery.",
                ],
                bullets: [
                  "Our policy wordings require notice within 30 days of the incident",
                  "Vehicle theft and hijacking: to the SAPS and your tracking company immediately, and to us within 24 hours",
                  "Hail damage to crops: within 72 hours, before harvesting",
                  "Letters of demand and summonses: on the day you receive them, because a summons usually allows only 10 court days to respond",
                ],
              },
            ],
          },
          {
            id: "emergencies",
            label: "Emergencies",
            content: [
              {
                type: "richText",
                heading: "Emergencies first, forms later",
                paragraphs: [
                  `Our claims line on ${site.claimsEmergencyPhone} is answered 24 hours a day, every day of the year. Using the towing service and emergency contractors we arrange avoids unauthorised towing and storage charges, which are not always recoverable under the policy.`,
                ],
                bullets: [
                  "Vehicle accidents, hijackings and towing",
                  "Fires, floods and storm damage",
                  "Burst geysers and pipes",
                  "Break-ins that leave premises unsecured",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "teaser",
        heading: "Need help with a claim?",
        description: [
          "Your broker is the first person to ask: brokers submit claims on their clients' behalf every day and receive the same updates from your claims handler as you do.",
          `If you cannot reach your broker, our offices in Sandton, Cape Town and Durban can help during office hours on ${site.phone}, and the 24/7 claims line is always open for emergencies.`,
        ],
        media: {
          type: "image",
          image: "scenes/reception",
          alt: "An office reception desk with a telephone and a welcome sign",
        },
        button: { label: "Contact our offices", route: "/contact/regional-offices" },
      },
      {
        type: "callToAction",
        heading: "Know what happens next",
        text: "See how quickly we settle each type of claim, what to do first after an incident and which documents we need.",
        link: { label: "Claims turnaround times", route: "/claims-handling/claims-turnaround-times" },
      },
    ],
  },

  "/claims-handling/report-a-claim": {
    title: "Report a claim",
    eyebrow: "Claims",
    description:
      "Report a claim online in about five minutes: what to have ready, what happens after you send it, and when to call our 24/7 claims line instead.",
    intro: `Tell us about a loss as soon as you can, here or through your broker. The form takes about five minutes, gives you a claim reference straight away and passes your claim to a claims handler. If anyone is hurt or in danger, or the loss is still happening, call our 24/7 claims line on ${site.claimsEmergencyPhone} first.`,
    heroImage: {
      image: "posters/report-a-claim",
      alt: "A driver phoning the claims line beside a damaged car at the roadside, with a warning triangle behind it",
    },
    blocks: [
      {
        type: "richText",
        heading: "Before you start",
        paragraphs: [
          `Emergencies come first. For an accident, a hijacking, a fire, a burst geyser, a break-in that leaves premises open or anything else that is happening now, call our 24/7 claims line on ${site.claimsEmergencyPhone} before you fill in this form. We can arrange towing, an approved plumber or other emergency help at any hour, and the form can wait until everyone is safe and the damage has been contained.`,
          "Otherwise, report the loss as soon as possible: a late report makes it harder to inspect the damage or recover stolen property. Have these ready:",
        ],
        bullets: [
          "Your policy number, from your policy schedule or your broker",
          "The date and place of the loss",
          "A short description of what happened and what was damaged, lost or stolen",
          "A SAPS case number for theft, hijacking, burglary or malicious damage",
          "Photographs of the damage, taken before anything is repaired or thrown away",
        ],
      },
      {
        type: "form",
        form: "claim_notification",
        heading: "Tell us what happened",
        intro: `This form gives us first notice of your loss and takes about five minutes; you can attach photographs of the damage and documents such as quotations or the SAPS report. Your claim reference and a private link to follow your claim are shown as soon as you send it, and e-mailed to you; a claims handler contacts you within one working day. You can add documents later from the private link.`,
      },
      {
        type: "richText",
        heading: "What happens next",
        paragraphs: [
          "Quote your claim reference whenever you contact us or your broker about the claim. Your broker receives the same updates from your claims handler as you do.",
        ],
        steps: [
          "A claims handler contacts you within one working day to confirm the details, explain how your cover applies and tell you which claim form and documents we need.",
          "Where the loss needs one, we appoint an assessor, usually within 48 hours, who arranges to inspect the damage with you.",
          `You add the completed and signed claim form, with the documents it lists, on your claim's private page, or e-mail them to ${site.claimsEmail} quoting your claim reference in the subject line, or give them to your broker. The page shows each step of your claim and our notes to you.`,
          "Once we hold a complete claim, we decide it and settle or authorise repairs within our published turnaround times. If we reject a claim, we tell you why in writing.",
        ],
      },
      {
        type: "callToAction",
        heading: "Get your claim form ready",
        text: "Download the claim form for your type of loss and start gathering the documents it lists, so that your claim is complete as soon as possible.",
        link: { label: "Claim forms", route: "/claims-handling/claim-forms" },
      },
    ],
  },
};
