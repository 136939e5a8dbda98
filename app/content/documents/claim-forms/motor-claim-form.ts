import type { SiteDocument } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";
import {
  bankDetails,
  brokerDetails,
  declaration,
  howToClaim,
  policeReport,
  policyholderDetails,
  supportingDocuments,
  witnesses,
} from "./common.ts";

export const motorClaimForm: SiteDocument = {
  slug: "motor-claim-form",
  title: "Motor claim form",
  version: "4.2",
  effectiveDate: "2026-07-01",
  summary:
    "For accidents, hijacking, theft and other loss of or damage to a vehicle insured under a personal, commercial or motor fleet policy, and for damage caused to others.",
  sections: [
    howToClaim(
      "loss of or damage to an insured vehicle, and for damage your vehicle caused to other people's property",
      [
        "Make sure everyone is safe and call the emergency services if anyone is hurt.",
        `Call ${site.claimsEmergencyPhone} for towing: a tow truck we did not arrange can lead to storage charges that are not always recoverable.`,
        "Photograph all vehicles, their registration plates and the scene before anything is moved.",
        "Exchange names, contact, vehicle and insurance details with the other drivers, but do not admit liability or promise payment.",
        "After a theft or hijacking, call the SAPS on 10111 and your tracking company immediately, then tell us within 24 hours.",
      ],
    ),
    policyholderDetails,
    brokerDetails,
    {
      heading: "Vehicle",
      paragraphs: [
        "Give the details of the insured vehicle as they appear on its registration certificate. If the vehicle is financed, we need the finance house's details because a write-off or theft settlement is paid to it first.",
      ],
      fields: [
        "Make and model",
        "Year of manufacture",
        "Registration number",
        "VIN or chassis number",
        "Odometer reading (km)",
        "Colour",
        "Finance house and account number",
        "Tracking company",
        "Purpose of the trip at the time",
        "Where can the vehicle be inspected?",
        "Details of any damage that existed before this incident",
      ],
    },
    {
      heading: "Driver details",
      paragraphs: [
        "Give the details of the person who was driving, or who was last in control of the vehicle before a theft. Attach a copy of both sides of the driver's licence card and, for goods or passenger vehicles that require one, the professional driving permit (PrDP).",
      ],
      fields: [
        "Driver's full name",
        "Driver's ID number",
        "Cellphone number",
        "Relationship to the insured",
        "Licence number",
        "Licence code",
        "Date licence first issued",
        "Licence card expiry date",
        "PrDP number and expiry date",
        "Did the driver have permission to drive?",
        "Had the driver taken alcohol, drugs or medication in the 12 hours before the incident?",
      ],
    },
    {
      heading: "Incident details",
      paragraphs: [
        "Describe what happened in your own words, in the order it happened, including the direction each vehicle was travelling, road markings, traffic signals and anything that obstructed your view. Please attach a sketch of the scene on a separate page showing the position of the vehicles before and after the impact.",
      ],
      fields: [
        "Date and time of incident",
        "Speed at the time (km/h)",
        "Place (street, suburb and town)",
        "Weather, light and road conditions",
        "Number of passengers",
        "Was the vehicle towed? By whom?",
        "Description of how the incident happened",
        "Description of the damage to the insured vehicle",
      ],
    },
    policeReport(
      "The National Road Traffic Act requires every road accident in which a person is injured or property is damaged to be reported to the SAPS within 24 hours, and we cannot process a theft or hijacking claim without a SAPS case number.",
      ["Accident report (AR) number"],
    ),
    {
      heading: "Third parties",
      paragraphs: [
        "Complete this section for every other vehicle or property involved, using a separate page if there was more than one. Do not settle with a third party or sign anything they give you; send us any letter of demand on the day you receive it.",
      ],
      fields: [
        "Third party's full name",
        "Third party's ID number",
        "Cellphone number",
        "E-mail address",
        "Vehicle make and model",
        "Registration number",
        "Third party's insurer",
        "Insurer's claim number",
        "Description of the damage to the third party's vehicle or property",
        "Details of anyone injured and where they were treated",
      ],
    },
    witnesses(),
    {
      heading: "Theft and hijacking",
      paragraphs: [
        "Complete this section only if the vehicle, or parts or accessories of it, were stolen or the vehicle was hijacked. All keys and remotes must be handed to the assessor, and a sworn statement by the driver is required for every hijacking.",
      ],
      fields: [
        "Where were the keys at the time?",
        "Number of keys and remotes handed in",
        "Time tracking company was notified",
        "Tracking company reference number",
        "Was the vehicle locked and the alarm set?",
        "Details of items stolen from the vehicle",
      ],
    },
    bankDetails,
    supportingDocuments([
      "Both sides of the driver's licence card, and the PrDP where one is required",
      "The vehicle registration certificate (for theft, hijacking and write-offs)",
      "Photographs of all vehicles involved and of the scene",
      "A sketch of the scene, showing the position of each vehicle",
      "The SAPS case or accident report (AR) number, and a sworn statement for a theft or hijacking",
      "All keys and remotes, and the tracking company's report (for theft and hijacking)",
      "A settlement letter from the finance house, if the vehicle is financed",
      "Any letter of demand, quotation or invoice received from a third party",
    ]),
    declaration(
      "I authorise the group to obtain information about this incident, the vehicle and the driver from the SAPS, the tracking company, the finance house, the vehicle's licensing authority and the driver's previous insurers.",
    ),
  ],
};
