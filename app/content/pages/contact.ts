import type { PageContent } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

export const contactPages: Record<string, PageContent> = {
  "/contact/regional-offices": {
    title: "Regional offices",
    description: `Contact ${site.name} in Sandton, Cape Town or Durban: switchboard, office hours, the 24/7 claims line and broker enquiries.`,
    eyebrow: "Contact",
    intro: `${site.name} serves brokers and clients across South Africa from three offices: our Gauteng head office in Sandton and regional offices in Cape Town and Durban. All three share one switchboard on ${site.phone}, which routes your call to the right team, wherever it is based. Claims emergencies can be reported at any hour on our 24/7 claims line, ${site.claimsEmergencyPhone}.`,
    heroImage: {
      image: "scenes/reception",
      alt: "An office reception with a welcome desk and a telephone",
    },
    blocks: [
      {
        type: "facts",
        heading: "Reach us",
        items: [
          {
            value: site.claimsEmergencyPhone,
            label: "24/7 claims line",
            note: "Accidents, hijackings, fires, floods and burst geysers",
          },
          { value: site.phone, label: "Switchboard for all offices", note: "Monday to Friday, 08:00 to 16:30" },
          { value: site.email, label: "General enquiries", note: "Answered on the next working day at the latest" },
          { value: site.claimsEmail, label: "Claims by e-mail", note: "Quote your policy number" },
        ],
      },
      {
        type: "offices",
        heading: "Our offices",
        intro:
          "Each office has its own underwriting, claims and risk engineering staff, so that brokers and clients deal with people who know their region, its risks and its repairers. Visitors are welcome by appointment: call the switchboard beforehand so that the right person is available to meet you.",
      },
      {
        type: "form",
        form: "contact_enquiry",
        heading: "Send us a message",
        intro: `Choose the office you want to reach and tell us how we can help: your reference is shown on screen as soon as you send the message, and we answer by the next working day. For a claims emergency, call our 24/7 claims line on ${site.claimsEmergencyPhone} instead.`,
      },
      {
        type: "keyContacts",
        heading: "Key contacts",
        intro:
          "For service in Gauteng, Limpopo, North West and the Free State, contact Busisiwe Radebe; in the Western Cape, Eastern Cape, Northern Cape, KwaZulu-Natal and Mpumalanga, Yusuf Cassim. Bongani Ndlovu escalates motor claims and Heinrich du Plessis property and complex claims. Brokers who want to work with us should contact Priya Govender, and journalists Palesa Letsoalo.",
        people: ["busisiwe", "yusuf", "bongani", "heinrich", "priya", "palesa"],
      },
      {
        type: "tabs",
        heading: "How we can help",
        tabs: [
          {
            id: "claims",
            label: "Claims",
            content: [
              {
                type: "richText",
                heading: "Reporting a claim",
                paragraphs: [
                  `To report a claim, contact your broker, report it online, e-mail ${site.claimsEmail} or call our 24/7 claims line on ${site.claimsEmergencyPhone}, which is free from South African landlines. Report as soon as you can, and take reasonable steps to prevent further damage, such as switching off water or securing broken doors and windows. Have these ready:`,
                ],
                bullets: [
                  "Your policy number",
                  "The date and place of the loss, and a short description of what happened",
                  "A SAPS case number for theft, hijacking, burglary or malicious damage",
                  "Photographs of the damage, taken before anything is repaired or thrown away",
                ],
              },
            ],
          },
          {
            id: "brokers",
            label: "Brokers",
            content: [
              {
                type: "richText",
                heading: "Broker enquiries",
                paragraphs: [
                  `Brokers who already place business with us should contact their broker consultant or the underwriting team at their nearest office through the switchboard on ${site.phone}. Independent brokers who would like to place business with us for the first time can read what we offer and what we need on our broker recruitment page.`,
                ],
                bullets: [
                  "Quotes, renewals and policy changes: the policy administration system, available at any time",
                  "Surveys and risk reports: the broker risk management portal",
                  "New broker appointments: our broker development team",
                ],
              },
            ],
          },
          {
            id: "hours",
            label: "Office hours",
            content: [
              {
                type: "richText",
                heading: "Office hours",
                paragraphs: [
                  "Our offices are open from 08:00 to 16:30, Monday to Friday, and closed on weekends and South African public holidays. E-mails received after hours are answered on the next working day.",
                ],
                bullets: [
                  `Gauteng head office: ${site.headOffice}. Serving Gauteng, Limpopo, North West and the Free State`,
                  "Cape Town office: serving the Western Cape, Northern Cape and Eastern Cape",
                  "Durban office: serving KwaZulu-Natal and Mpumalanga",
                  `The 24/7 claims line, ${site.claimsEmergencyPhone}, stays open outside office hours, including weekends and public holidays`,
                ],
              },
            ],
          },
          {
            id: "complaints",
            label: "Complaints and privacy",
            content: [
              {
                type: "richText",
                heading: "Complaints and privacy",
                paragraphs: [
                  `If you are unhappy with our service or a decision we have made, e-mail ${site.complaintsEmail}. If we cannot resolve your complaint, you may refer it to the National Financial Ombud Scheme South Africa (NFO), whose service is free to policyholders.`,
                ],
                bullets: [
                  "Complaints acknowledged within two working days",
                  "Resolution within 15 business days in most cases",
                  `Requests about your personal information go to our Information Officer at ${site.informationOfficerEmail}`,
                ],
              },
            ],
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Rather talk it through?",
        text: "Leave your number and the time of day that suits you, and a consultant or claims handler will call you back within one working day.",
        link: { label: "Request a call back", route: "/contact/call-me-back" },
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
    heroImage: {
      image: "scenes/handshake",
      alt: "A broker and an underwriter shaking hands across a desk",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Why partner with us",
        description: [
          `We never sell directly to the public or compete with you for your clients. Our products cover everything from a small business package to a listed group's property programme, motor fleets, high-value homes and agricultural risks, so you can place most of your book with one partner. Every policy is underwritten by ${site.underwriter}, rated ${site.creditRating.rating} for claims-paying ability by ${site.creditRating.agency}.`,
          `Our risk engineering is a real advantage when you are competing for business. A survey report, a fire engineering review or a buildings valuation from our specialists gives you something of value to take to a prospective client, and our Level ${site.bbbee.level} B-BBEE status gives your corporate and public-sector clients ${site.bbbee.procurementRecognition} procurement recognition on their own scorecards.`,
        ],
        media: {
          type: "image",
          image: "scenes/conference",
          alt: "A speaker on a conference stage addressing an audience of brokers",
        },
        button: { label: "Our broker risk portal", route: "/broker-tools/broker-risk-management-portal" },
      },
      {
        type: "facts",
        heading: "What partner brokers can count on",
        items: [
          { value: "2 working days", label: "For quotes on standard commercial risks" },
          { value: "3 weeks", label: "Typical time to appointment", note: "From complete documents" },
          {
            value: site.creditRating.rating,
            label: "Insurer's claims-paying-ability rating",
            note: `${site.creditRating.outlook} outlook`,
          },
          {
            value: `Level ${site.bbbee.level}`,
            label: "B-BBEE contributor",
            note: `${site.bbbee.procurementRecognition} procurement recognition`,
          },
        ],
      },
      {
        type: "tabs",
        heading: "Partnering with us",
        tabs: [
          {
            id: "what-you-get",
            label: "What you get",
            content: [
              {
                type: "richText",
                heading: "What you get",
                paragraphs: [
                  "Every brokerage we appoint receives the same service standards, whatever the size of its book. We report our performance to brokers at least once a year, so that you can hold us to these standards and tell us where we need to improve.",
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
            ],
          },
          {
            id: "requirements",
            label: "Requirements",
            content: [
              {
                type: "richText",
                heading: "Requirements",
                paragraphs: [
                  "Because we rely on brokers to give clients proper advice, we appoint only brokerages that meet the requirements of the FAIS Act and can show sound compliance and financial management. Our due diligence checks each requirement below, and we review them every year for as long as the partnership lasts:",
                ],
                bullets: [
                  "An FSP licence from the FSCA for Category I short-term insurance: personal lines, commercial lines or both",
                  "At least one key individual approved by the FSCA for those categories",
                  "Key individuals and representatives who meet the FAIS fit and proper requirements for honesty, integrity, competence, CPD and financial soundness",
                  "Representatives listed on the FSCA register, with the regulatory examination and class of business training completed as required",
                  "Professional indemnity and fidelity guarantee cover appropriate to your business, as the General Code of Conduct requires",
                  "A compliance officer, your most recent compliance report and a documented complaints management process",
                  "A premium collection guarantee if you will receive premiums on our behalf",
                  "A valid tax compliance status and a B-BBEE certificate or sworn affidavit",
                ],
              },
            ],
          },
          {
            id: "how-to-apply",
            label: "How to apply",
            content: [
              {
                type: "richText",
                heading: "How to apply",
                paragraphs: [
                  `Most brokerages are appointed within three weeks of submitting complete documents. To start, complete the application form on this page. If you would rather talk to us first, e-mail ${site.brokersEmail}, or call ${site.phone} and ask for broker development. Our team will guide you through each step and introduce you to the underwriters and risk engineers you will work with in your region.`,
                ],
                steps: [
                  "Send us the application form on this page; our broker development team replies within two working days to discuss your business and our appetite.",
                  "Send us your FSP licence, compliance report, PI cover confirmation and financial documents.",
                  "We complete our due diligence, usually within ten working days.",
                  "Sign our intermediary agreement.",
                  "Receive portal access, product training and an introduction to your underwriting team.",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "form",
        form: "broker_application",
        heading: "Apply to partner with us",
        intro:
          "Sending this application starts the appointment process, and your application reference is shown on screen straight away. Our broker development team replies within two working days to arrange the documents we need for our due diligence.",
      },
      {
        type: "managers",
        heading: "Talk to our broker development team",
        intro:
          "Our broker relations and market development leaders meet every brokerage we appoint. They can explain our appetite and products, tell you which documents we need, and introduce you to the underwriters and risk engineers in your region.",
        people: ["priya", "farah"],
      },
      {
        type: "callToAction",
        heading: "Ready to talk?",
        text: `If you have questions before you apply, e-mail ${site.brokersEmail}, or call ${site.phone} and ask for broker development. You are also welcome to visit any of our three offices by appointment.`,
        link: { label: "Contact our offices", route: "/contact/regional-offices" },
      },
    ],
  },

  "/contact/call-me-back": {
    title: "Request a call back",
    eyebrow: "Contact",
    description:
      "Ask us to call you back about your cover or a claim. We return calls within one working day, during office hours, at the time of day you choose.",
    intro: `Leave your name, your number and a few words about what you need, and the right person will call you back within one working day, at the time of day you choose where we can. Claims emergencies should not wait for a call back: call our 24/7 claims line on ${site.claimsEmergencyPhone} at any hour.`,
    heroImage: {
      image: "scenes/reception",
      alt: "A receptionist wearing a headset at a front desk with a telephone",
    },
    blocks: [
      {
        type: "form",
        form: "call_back",
        heading: "Ask us to call you",
        intro: `We call you back within one working day, during office hours from 08:00 to 16:30, Monday to Friday, and at the time of day you choose wherever we can; your reference is shown on screen as soon as you send the request. For a claims emergency, do not wait for a call: phone our 24/7 claims line on ${site.claimsEmergencyPhone}.`,
      },
      {
        type: "richText",
        heading: "What to expect",
        paragraphs: [
          "The person who calls you is the one who can help: a consultant for questions about cover, policies and premiums, and a claims handler for a new or existing claim. They give their name and say that they are returning your request.",
          `We never ask for passwords, banking PINs or one-time PINs (OTPs) on a call. If a caller asks for them, or you are not sure that a call is from us, end it and call us on ${site.phone}.`,
          "If you already have a broker, we may involve your broker in the answer, because your broker knows your policy and receives the same updates on your claims as you do.",
        ],
      },
      {
        type: "richText",
        heading: "How we use your number",
        paragraphs: [
          "We use the name, number and message you send only to return this call and deal with your question. We do not use them for marketing, and we keep them as our privacy notice explains.",
        ],
      },
      {
        type: "callToAction",
        heading: "Prefer to call or write?",
        text: `Call our switchboard on ${site.phone} during office hours, e-mail ${site.email}, or send a message to one of our offices.`,
        link: { label: "Other ways to reach us", route: "/contact/regional-offices" },
      },
    ],
  },
};
