import type { PageContent } from "../types";
import { site } from "../../config/site";

export const contactPages: Record<string, PageContent> = {
  "/contact/regional-offices": {
    title: "Regional offices",
    description: `Contact ${site.name} in Sandton, Cape Town or Durban: switchboard, office hours, the 24/7 claims line and broker enquiries.`,
    eyebrow: "Contact",
    intro: `${site.name} serves brokers and clients across South Africa from three offices: our Gauteng head office in Sandton and regional offices in Cape Town and Durban. All three share one switchboard on ${site.phone}, which routes your call to the right team, wherever it is based. Claims emergencies can be reported at any hour on our 24/7 claims line.`,
    blocks: [
      {
        type: "richText",
        heading: "Our offices",
        paragraphs: [
          `Each office has its own underwriting, claims and risk engineering staff, so that brokers and clients deal with people who know their region, its risks and its repairers. Visitors are welcome at any office by appointment; please call the switchboard or email ${site.email} beforehand so that the right person is available to meet you.`,
        ],
        bullets: [
          `Gauteng head office: ${site.headOffice}. Serving Gauteng, Limpopo, North West and the Free State`,
          "Cape Town office: serving the Western Cape, Northern Cape and Eastern Cape",
          "Durban office: serving KwaZulu-Natal and Mpumalanga",
          `Switchboard for all offices: ${site.phone}`,
          `General enquiries: ${site.email}`,
        ],
      },
      {
        type: "richText",
        heading: "Office hours",
        paragraphs: [
          "Our offices are open from 08:00 to 16:30, Monday to Friday, and closed on weekends and South African public holidays. Emails received after hours are answered on the next working day. Our 24/7 claims line stays open outside office hours, including weekends and public holidays, for emergencies such as fire, flood, burglary, accidents and hijackings.",
        ],
      },
      {
        type: "richText",
        heading: "Claims",
        paragraphs: [
          `To report a claim, contact your broker, email ${site.claimsEmail} or call our 24/7 claims line on ${site.claimsEmergencyPhone}, which is free from South African landlines. Report as soon as you can, and take reasonable steps to prevent further damage, such as switching off water or securing broken doors and windows.`,
          "Have your policy number, the date and place of the loss, a short description of what happened and, where relevant, a police case number ready. Photographs of the damage, taken before anything is repaired or thrown away, help us settle the claim faster.",
        ],
      },
      {
        type: "richText",
        heading: "Broker enquiries",
        paragraphs: [
          `Brokers who already place business with us should contact their broker consultant or the underwriting team at their nearest office through the switchboard on ${site.phone}. For quotes, renewals and policy changes, our broker portals and policy administration system are available at any time and are usually the quickest route for routine work.`,
          "Independent brokers who would like to place business with us for the first time can find out what we offer and what we need from them on our broker recruitment page. Our broker development team will then arrange a meeting, explain our appetite and products, and take you through our appointment process and the documents we require.",
        ],
      },
      {
        type: "richText",
        heading: "Complaints and privacy",
        paragraphs: [
          `If you are unhappy with our service or a decision we have made, email ${site.complaintsEmail}. We acknowledge complaints within two working days and aim to resolve them within 15 business days. If we cannot resolve your complaint, you may refer it to the National Financial Ombud Scheme South Africa (NFO), whose service is free to policyholders. Requests about your personal information go to our Information Officer at ${site.informationOfficerEmail}.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Need to claim?",
        text: "Download the right claim form for your policy, complete it and send it to us with your supporting documents.",
        link: { label: "Claim forms", route: "/claims-handling/claim-forms" },
      },
    ],
  },

  "/contact/Grow-Your-Brokerage": {
    title: "Grow your brokerage with us",
    description: `Partner with ${site.name}: specialist underwriting, in-house risk engineering, digital tools and CPD-accredited training for independent brokers.`,
    eyebrow: "For brokers",
    intro: `${site.name} sells only through independent brokers, so your success is our success. We offer brokers a broad commercial and personal lines appetite, underwriters with the authority to make decisions, our own risk engineers to help you win and keep clients, and digital tools that cut administration. If you run an authorised brokerage and want a partner that supports your growth, we would like to hear from you.`,
    hideFooter: true,
    blocks: [
      {
        type: "richText",
        heading: "Why partner with us",
        paragraphs: [
          "We never sell directly to the public or compete with you for your clients. Our products cover everything from a small business package to a listed group's property programme, high-value homes and agricultural risks, so you can place most of your book with one partner. Every policy is underwritten by an insurer with an AA-(ZA) claims-paying-ability rating.",
          "Our risk engineering is a real advantage when you are competing for business. A survey report, a fire engineering review or a buildings valuation from our specialists gives you something of value to take to a prospective client, and our Level 1 B-BBEE status helps your corporate and public-sector clients with their own scorecards.",
        ],
      },
      {
        type: "richText",
        heading: "What you get",
        paragraphs: [
          "Every brokerage we appoint receives the same service standards, whatever the size of its book. We measure ourselves against these standards and report our performance to brokers at least once a year, so that you can hold us to them and tell us where we need to improve. As a partner broker, you receive:",
        ],
        bullets: [
          "A named broker consultant and direct access to underwriters with authority to decide",
          "Quotes on standard commercial risks within two working days",
          "Risk surveys, fire engineering reviews, buildings valuations and In-Syte remote surveys for your clients",
          "Our broker risk management portal and policy administration system for quotes, endorsements and renewals",
          "E-learning courses and webinars that count towards your continuous professional development",
          "Commission within the regulated limits, paid monthly",
          "Claims support from handlers who keep you informed at every stage",
        ],
      },
      {
        type: "richText",
        heading: "Requirements",
        paragraphs: [
          "Because we rely on brokers to give clients proper advice, we appoint only brokerages that meet the requirements of the FAIS Act and can show sound compliance and financial management. Our due diligence checks each of the requirements below, and we review them every year for as long as the partnership lasts:",
        ],
        bullets: [
          "An FSP licence from the FSCA for Category I short-term insurance personal lines, commercial lines or both",
          "At least one key individual who meets the fit and proper requirements for honesty, integrity, competence and financial soundness",
          "Representatives listed on the FSCA register, with the regulatory examination and class of business training completed as required",
          "Professional indemnity and fidelity guarantee cover appropriate to your business, as the General Code of Conduct requires",
          "A compliance officer, your most recent compliance report and a documented complaints management process",
          "A premium collection guarantee if you will receive premiums on our behalf",
          "A valid tax compliance status and a B-BBEE certificate or sworn affidavit",
        ],
      },
      {
        type: "richText",
        heading: "How to apply",
        paragraphs: [
          "Applying is straightforward, and most brokerages are appointed within three weeks of submitting complete documents. Our broker development team will guide you through each step, answer questions about our appetite and products, and introduce you to the underwriters and risk engineers you will work with in your region. The steps are:",
        ],
        bullets: [
          "Contact our broker development team to discuss your business and our appetite",
          "Submit your licence, compliance and financial documents",
          "We complete our due diligence, usually within ten working days",
          "Sign our intermediary agreement",
          "Receive portal access, product training and an introduction to your underwriting team",
        ],
      },
      {
        type: "callToAction",
        heading: "Talk to our broker development team",
        text: `Call ${site.phone} or email ${site.email} with "Broker appointment" in the subject line, or find your nearest office.`,
        link: { label: "Contact our offices", route: "/contact/regional-offices" },
      },
    ],
  },
};
