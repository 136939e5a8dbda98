import type { PageContent } from "../types";
import { site } from "../../config/site";

export const claimsPages: Record<string, PageContent> = {
  "/claims-handling/claims-turnaround-times": {
    title: "Claims turnaround times",
    eyebrow: "Claims",
    description:
      "Our claims service standards: acknowledgement within 24 hours, an assessor within 48 hours and settlement within 5 working days of a complete claim.",
    intro: `When something goes wrong, clients and brokers need to know what happens next and when. These are the service standards ${site.name} sets for claims on policies underwritten by ${site.underwriter}. We measure performance against them every month and share the results with our brokers. Where a claim is complex or information is outstanding, we tell you exactly what is needed and who is waiting for it.`,
    blocks: [
      {
        type: "richText",
        heading: "Our service standards",
        paragraphs: [
          "The clock starts when a claim is reported to us by phone, by email or through your broker. Settlement is measured from the day we hold a complete claim: the signed claim form, the supporting documents listed for that type of claim and, where one is needed, the assessor's report. A straightforward claim is one where cover and the amount are clear and no investigation or third-party recovery is required.",
        ],
        bullets: [
          "Acknowledgement within 24 hours, with a claim number and the name and direct contact details of your claims handler.",
          "An assessor or loss adjuster appointed within 48 hours, where the claim needs one.",
          "Settlement within 5 working days of a complete claim, for straightforward claims.",
          "Windscreen and vehicle glass replaced or repaired on the same day, for claims reported before 12:00 in the main metropolitan areas.",
          "Any decision to reject a claim given in writing, with the reasons and the steps you can take to challenge it.",
        ],
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
        type: "richText",
        heading: "What to do first after an incident",
        paragraphs: [
          "The first hour after an accident, fire, burst pipe or break-in often decides how large the loss becomes. Deal with safety first, then take the steps that protect both the property and your claim. You may take reasonable emergency measures without waiting for our approval, and we will cover their cost under the policy where the damage is insured.",
        ],
        bullets: [
          "Make sure people are safe and call the emergency services if anyone is hurt or in danger.",
          "Prevent further damage: close the water supply, cover a damaged roof, secure broken doors and windows, and keep the receipts.",
          "Photograph the damage and the scene before anything is moved or cleaned up.",
          "Report theft, hijacking, burglary and road accidents to the SAPS and keep the case or accident report number.",
          "Do not admit liability or promise payment to anyone else involved.",
          `Call our 24/7 claims line on ${site.claimsEmergencyPhone} for towing, emergency assistance and to register the claim.`,
        ],
      },
      {
        type: "richText",
        heading: "Our 24-hour claims line",
        paragraphs: [
          `Our claims line on ${site.claimsEmergencyPhone} is answered 24 hours a day, every day of the year. Call it for hijackings, vehicle accidents and towing, fires, floods, burst geysers and any loss that cannot wait for office hours. Using the towing service we arrange avoids unauthorised towing charges and storage fees, which are not always recoverable under the policy.`,
          `For claims that are not urgent, contact your broker or email ${site.claimsEmail} during office hours, quoting your policy number and a short description of what happened. Your broker can submit the claim on your behalf and receives the same updates from your claims handler as you do.`,
        ],
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
        text: "See which form to use for your claim and which documents we need with it, so that we can settle without delay.",
        link: { label: "Claim forms and documents", route: "/claims-handling/claim-forms" },
      },
    ],
  },

  "/claims-handling/claim-forms": {
    title: "Claim forms and documents",
    eyebrow: "Claims",
    description:
      "Which claim form to use, and the documents we need, for motor, theft and hijacking, property, burglary, liability and glass claims.",
    intro: `A complete claim is a fast claim. This page sets out which form to use for each type of claim, the documents we need with it, and the time limits for reporting. Your broker can send you the correct form and help you complete it, or you can request one from ${site.claimsEmail}. Please submit everything together where you can, because a single missing document is the most common reason a settlement is delayed.`,
    blocks: [
      {
        type: "richText",
        heading: "Which form to use",
        paragraphs: [
          "Each form asks for the details that type of loss requires, so using the correct one saves a second round of questions. If an incident involves more than one type of loss, such as a vehicle stolen during a burglary, complete both forms and we will link them under one incident. Damage caused by riot, strike, civil commotion or public disorder is covered by SASRIA; report it to us in the same way and we will submit it to SASRIA for you.",
        ],
        bullets: [
          "Motor accident claim form: collisions, damage to your vehicle and damage your vehicle caused to other people's property.",
          "Theft and hijacking claim form: theft or hijacking of a vehicle, and theft of vehicle parts or accessories.",
          "Property damage claim form: fire, lightning, storm, hail, flood, burst geysers and pipes, impact and malicious damage.",
          "Burglary claim form: theft from premises involving forcible and violent entry or exit.",
          "Liability claim form: claims made against you by others for injury, death or damage to their property.",
          `Glass: no form is needed; call ${site.claimsEmergencyPhone} to book a repair or replacement.`,
        ],
      },
      {
        type: "richText",
        heading: "Documents for motor, theft and glass claims",
        paragraphs: [
          `Send copies rather than originals, except where we ask to see an original document. Clear photographs taken on a phone are acceptable for most supporting documents, provided every page and both sides of a licence are legible. Email them to ${site.claimsEmail} with the claim number in the subject line, or give them to your broker.`,
        ],
        bullets: [
          "Motor accident: the signed form, the driver's licence (both sides), photographs of all vehicles and the scene, the other parties' names, contact, vehicle and insurance details, and the SAPS accident report (AR) number.",
          "Theft or hijacking: the signed form, the SAPS case number, all keys and remotes, the vehicle registration certificate, the tracking company's report, a sworn statement by the driver and, for financed vehicles, the finance house's settlement letter.",
          "Glass: the vehicle registration number, a photograph of the damage and the date and place it happened. The glass excess is paid to the fitment centre.",
        ],
      },
      {
        type: "richText",
        heading: "Documents for property, burglary and liability claims",
        paragraphs: [
          "For property and burglary claims, do not discard damaged items until the assessor has seen them or agreed in writing that they may be removed. For liability claims, never respond to the claimant yourself; send us everything you receive and we will handle the correspondence.",
        ],
        bullets: [
          "Property damage: the signed form, photographs of the damage, two repair or replacement quotations, a plumber's or electrician's report where relevant, and invoices for emergency work.",
          "Burglary: the signed form, the SAPS case number, proof of ownership or value of the stolen items, an alarm activation report from the monitoring company and photographs of the point of entry.",
          "Liability: the signed form, the letter of demand or summons, a written account of what happened, witness names and contact details, and any photographs or incident reports.",
        ],
      },
      {
        type: "richText",
        heading: "SAPS case numbers",
        paragraphs: [
          "We cannot process a theft, hijacking, burglary or malicious damage claim without a SAPS case number, and we verify every number with the police station that issued it. Report the crime in person at the station nearest to where it happened, list everything that was taken, and keep the name of the officer who took the statement. If you later discover more missing items, add them to the case with a supplementary statement.",
          "Report road accidents to the SAPS within 24 hours, as the National Road Traffic Act requires, and keep the accident report (AR) number for your claim. If another driver leaves the scene without giving their details, note the registration number and a description of the vehicle, and give them to the police when you report.",
        ],
      },
      {
        type: "richText",
        heading: "Time limits for reporting",
        paragraphs: [
          "Report every claim as soon as reasonably possible. Our policy wordings require notice within 30 days of the incident, and a claim reported later may be declined where the delay has prevented a proper inspection or a recovery. Report vehicle theft and hijacking to the SAPS and your tracking company immediately, and to us within 24 hours, because the chances of recovery fall quickly after the first day.",
          "Send letters of demand and summonses to us on the day you receive them. A summons usually allows only 10 court days to give notice of intention to defend, and missing that deadline can lead to a default judgment against you.",
        ],
      },
      {
        type: "callToAction",
        heading: "Know what happens next",
        text: "Read our claims service standards, what to do first after an incident and how to reach the 24/7 claims line.",
        link: { label: "Claims turnaround times", route: "/claims-handling/claims-turnaround-times" },
      },
    ],
  },
};
