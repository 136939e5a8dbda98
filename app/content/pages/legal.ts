import type { PageContent } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

export const legalPages: Record<string, PageContent> = {
  "/privacy-policy": {
    title: "Privacy notice",
    description: `How ${site.name} processes personal information under POPIA: what we collect, why, who we share it with, how long we keep it and your rights.`,
    eyebrow: "Legal",
    intro: `${site.legalName} respects your privacy and processes personal information in line with the Protection of Personal Information Act (POPIA). This notice explains what personal information we process when we quote, issue policies, survey premises and handle claims, why we process it, who we share it with, how long we keep it and what rights you have. It applies to policyholders, claimants, brokers, suppliers and visitors to this website.`,
    blocks: [
      {
        type: "richText",
        heading: "Who is responsible for your information",
        paragraphs: [
          `The responsible party is ${site.legalName} (registration number ${site.registrationNumber}), an authorised financial services provider (FSP ${site.fspNumber}) and underwriting manager, of ${site.headOffice}. We design, underwrite and administer insurance policies and claims on behalf of ${site.underwriter}, which carries the insurance risk. The insurer is a responsible party in its own right for the information it needs to meet its own obligations, and it processes that information under its own privacy notice.`,
          `Our Information Officer is our Chief Executive Officer, who is registered with the Information Regulator as POPIA and the Promotion of Access to Information Act (PAIA) require. The Information Officer has designated Deputy Information Officers, including our Head of Compliance, to deal with requests and complaints day to day. You can contact them at ${site.informationOfficerEmail}, on ${site.phone}, or by post or by hand at our head office.`,
        ],
      },
      {
        type: "richText",
        heading: "What we collect",
        paragraphs: [
          "Most personal information reaches us through your broker when you apply for cover, and the rest when you claim, contact us, take part in a risk survey or use this website. We collect only what we need for a specific purpose. Depending on your policy and your relationship with us, it includes:",
        ],
        bullets: [
          "Identity and contact details: names, identity or passport numbers, company registration numbers, addresses, telephone numbers and e-mail addresses",
          "For businesses: the details of directors, members, trustees, shareholders, employees and drivers where the policy or a claim needs them",
          "Details of what is insured: premises, vehicles, equipment, stock, crops and livestock, including survey reports, photographs and In-Syte video recordings",
          "Your insurance history: previous insurers, previous claims and any cancelled or declined cover",
          "Claims information: descriptions of incidents, photographs, quotations, SAPS case numbers, assessors' reports and, for injury claims, medical reports",
          "Financial information: bank details for premiums and claim payments, and the financial statements needed for business interruption cover",
          "Vehicle telematics scores, for fleet clients who have chosen to share them",
          "Recordings of calls to our claims line and switchboard, which we keep for quality, training and evidence",
          "Technical information from this website, as explained in our cookie policy",
        ],
      },
      {
        type: "richText",
        heading: "Why we use it",
        paragraphs: [
          "We use personal information only for the purposes for which it was collected, or for purposes compatible with them. If you give us information about another person, such as a named driver, an employee or a family member, please make sure they know that you have done so and where to find this notice. We use personal information for:",
        ],
        bullets: [
          "Assessing the risk, quoting premiums and issuing, renewing and administering policies",
          "Carrying out risk surveys, fire engineering reviews and buildings valuations",
          "Assessing, validating and paying claims, and recovering losses from third parties and their insurers",
          "Preventing, detecting and investigating fraud and other crime",
          "Managing the insurer's exposure and arranging reinsurance",
          "Meeting our legal and regulatory obligations, including under the FAIS Act, the Insurance Act, the Policyholder Protection Rules, the Financial Intelligence Centre Act and tax law",
          "Handling complaints and legal proceedings",
          "Telling clients about products and events that may interest them, which you may ask us to stop at any time",
        ],
      },
      {
        type: "richText",
        heading: "Our lawful basis",
        paragraphs: [
          "POPIA allows personal information to be processed only where there is a lawful justification. Most of our processing is necessary to conclude or perform your insurance contract, or to comply with obligations the law places on us, such as record-keeping under the FAIS Act and the Policyholder Protection Rules and reporting to the Financial Intelligence Centre and the South African Revenue Service. Some processing protects our legitimate interests or those of the insurer, such as preventing fraud and managing the portfolio responsibly.",
          "Health information and information about criminal behaviour are special personal information. We process them only as far as POPIA permits, for example where an insurer needs health information to assess an injury claim, or where information about a crime is needed to assess a theft claim or to establish, exercise or defend a right in law. Where no other basis applies, we ask for your consent, and you may withdraw it at any time; withdrawal does not affect processing that has already taken place. We do not send electronic direct marketing to anyone who is not our client without their prior consent.",
        ],
      },
      {
        type: "richText",
        heading: "Who we share it with",
        paragraphs: [
          "We share personal information only where it is necessary for the purposes described above, and service providers who act for us may use it only on our instructions and under written agreements that require them to keep it secure and confidential. Recipients include:",
        ],
        bullets: [
          `${site.underwriter}, as the insurer of your policy`,
          "Reinsurers and reinsurance brokers that share the risk on larger policies",
          "Your broker, and any new broker you appoint",
          "Assessors, loss adjusters, investigators, repairers, tow operators, suppliers and attorneys who help us handle claims",
          "SASRIA SOC Ltd, for claims caused by riot, strike, civil commotion and other special risks",
          "Industry databases managed by or for the South African Insurance Association (SAIA), which insurers use to verify claims and policy histories and detect fraud, and the Insurance Crime Bureau",
          "Tracking and telematics companies, the SAPS and other law enforcement agencies, for theft and hijacking claims and the investigation of crime",
          "Regulators and dispute bodies, such as the FSCA, the Prudential Authority, the Information Regulator, the National Financial Ombud Scheme and the FAIS Ombud, and courts where the law requires it",
          "IT, cloud hosting, document storage and call-recording providers",
        ],
      },
      {
        type: "richText",
        heading: "Cross-border transfers",
        paragraphs: [
          "Some personal information leaves South Africa, mainly to reinsurers and reinsurance brokers in other countries, and to cloud hosting, e-mail and backup providers whose data centres are outside the country. As section 72 of POPIA requires, we transfer information across the border only where the recipient is subject to a law, binding corporate rules or a written agreement that gives protection substantially similar to POPIA, where you have consented, or where the transfer is necessary to perform your insurance contract or is for your benefit.",
        ],
      },
      {
        type: "richText",
        heading: "How long we keep it",
        paragraphs: [
          "We keep personal information only for as long as we need it for the purpose it was collected for, or as long as the law requires. Policy and claims records are kept for at least five years after the policy ends or the claim is finalised, as the FAIS Act and the Financial Intelligence Centre Act require, and for longer where a claim, dispute, recovery or legal proceedings are still open. Call recordings are kept for five years, and the details of unsuccessful quotations for three years. Messages sent through the forms on this website are kept with their reference number, like any other correspondence with us. Information we no longer need is securely destroyed or de-identified.",
        ],
      },
      {
        type: "richText",
        heading: "How we protect it",
        paragraphs: [
          "We protect personal information with appropriate technical and organisational measures, including access controls based on job roles, multi-factor authentication, encryption of information in transit and at rest, monitoring of our systems, regular testing of our defences and training for all staff. Our service providers must meet the same standards, and we review the security of those who handle large volumes of client information or special personal information.",
          "If we believe that personal information has been accessed or acquired by an unauthorised person, we notify the Information Regulator and the people affected as soon as reasonably possible, as section 22 of POPIA requires, and tell them what has happened and what they can do to protect themselves.",
        ],
      },
      {
        type: "richText",
        heading: "Your rights",
        paragraphs: [
          `To exercise any of these rights, contact the Information Officer at ${site.informationOfficerEmail}. We may need to verify your identity before acting on a request, and we respond within 30 days. Requests for access to records are handled under our PAIA manual; a person asking only for their own personal information does not pay the request fee. Under POPIA you have the right to:`,
        ],
        bullets: [
          "Ask whether we hold personal information about you, and request a copy of it",
          "Ask us to correct or delete information that is inaccurate, irrelevant, excessive, out of date, incomplete, misleading or unlawfully obtained",
          "Object, on reasonable grounds, to processing that relies on our legitimate interests",
          "Object at any time to direct marketing, and to stop receiving it",
          "Withdraw your consent where processing relies on consent",
          "Ask for a person to review a decision about you that was made solely by automated means, such as an automated quotation",
          "Complain to the Information Regulator",
        ],
      },
      {
        type: "richText",
        heading: "Complaints to the Information Regulator",
        paragraphs: [
          "We ask that you raise any concern about how we handle your personal information with our Information Officer first, so that we can investigate and put it right. Privacy complaints are investigated independently of the business unit concerned, and we answer them in writing within 30 days.",
          "If you are not satisfied with our response, or you prefer not to approach us, you may lodge a complaint with the Information Regulator (South Africa), which enforces POPIA and PAIA. Complaints about the processing of personal information are made on Form 5 of the POPIA Regulations, which is available, with the Regulator's current contact details, on its website at www.inforegulator.org.za.",
        ],
      },
      {
        type: "callToAction",
        heading: "Cookies on this website",
        text: "This website sets only the cookies and browser storage it needs, and analytics cookies only if you accept them. Our cookie policy explains each one and how to change your choice.",
        link: { label: "Read our cookie policy", route: "/cookie-policy" },
      },
      {
        type: "richText",
        heading: "Changes to this notice",
        paragraphs: [
          "We review this notice at least once a year and update it whenever our processing of personal information changes materially. Our POPIA policy and PAIA manual, available from the footer of every page, describe our privacy programme and how to request records in more detail. This notice was last updated in October 2026.",
        ],
      },
      {
        type: "callToAction",
        heading: "Questions about your information?",
        text: `Email our Information Officer at ${site.informationOfficerEmail}, or contact any of our offices through the switchboard.`,
        link: { label: "Contact us", route: "/contact/regional-offices" },
      },
    ],
  },

  "/cookie-policy": {
    title: "Cookie policy",
    description: `The cookies and browser storage the ${site.name} website uses, why it uses them, and how to change your analytics choice or clear them.`,
    eyebrow: "Legal",
    intro: `This website uses as few cookies as it can. It sets a cookie only when a client programme user signs in, remembers your cookie choice and any draft quotations in your own browser, and uses analytics cookies only if you accept them. This policy explains each of them, why we use it, and how you can change your choice or remove them at any time.`,
    blocks: [
      {
        type: "richText",
        heading: "Cookies and browser storage",
        paragraphs: [
          "A cookie is a small text file that a website asks your browser to store and send back with later requests, so that the site can recognise the same browser from one page to the next. Local storage is a similar store in your browser that a website's own pages can read, but that is never sent to the website automatically. We use both, as described below, and we do not use either for advertising.",
        ],
      },
      {
        type: "richText",
        heading: "Strictly necessary: set without asking",
        paragraphs: [
          "The site cannot work properly without the following, so they are used without asking for your consent. None of them is used to track you across other websites:",
        ],
        bullets: [
          "Sign-in session cookie: set only when a risk manager or broker signs in to one of our client programmes, with a separate cookie for each programme they sign in to. It holds a random session identifier rather than your details, is marked HttpOnly so that no script on the page can read it, is sent only over a secure connection, and is removed when you sign out or the session expires. Users who have turned on two-step sign-in also receive a second, similar cookie for the few minutes between their password and their code. Visitors who do not sign in never receive either.",
          "Your cookie choice: when you accept or decline analytics, the site stores your choice in your browser's local storage under the key kopano-consent, so that we do not ask again on every page. It is not sent to us, and it stays until you change your choice or clear your browser's storage.",
          "Quotation drafts: signed-in client programme users can start a quotation and finish it later. The draft is kept in your browser's local storage on your own device, and reaches us only when you submit it. On a shared computer, submit or discard your drafts and sign out when you have finished.",
          "Forms: the enquiry, call-back, claim, complaint and broker application forms set no cookie. What you send through them is stored on our own servers and handled as our privacy notice explains.",
        ],
      },
      {
        type: "richText",
        heading: "Analytics: only if you accept",
        paragraphs: [
          "If you accept analytics, the site loads Google Tag Manager and Google Analytics, which tell us how many people visit each page, which pages they reach from search engines and which forms are submitted. We use the results only to improve the site. The events we record carry the page address and the name of a form, never what you typed into it, and never the query part of a web address, which could contain personal information.",
          "Until you make a choice, Google Consent Mode v2 is set with every type of storage denied, and no analytics cookies are set. If you accept, only analytics storage is granted: advertising storage, advertising user data and ad personalisation stay denied. Google then sets these cookies:",
        ],
        bullets: [
          "_ga: distinguishes one browser from another with a random identifier; it expires after two years",
          "_ga_<container-id>, where the container identifier is our Google Analytics property: keeps the state of your current visit; it expires after two years",
        ],
      },
      {
        type: "richText",
        heading: "Maps and videos from other providers",
        paragraphs: [
          "Office maps come from OpenStreetMap and our videos on YouTube are played in YouTube's privacy-enhanced mode. Neither loads until you ask for it by pressing the button on the map or the video: until then you see only a picture stored on our own site. Once you load a map or play a video, that provider may set its own cookies or use similar technologies under its own privacy policy, which we do not control.",
        ],
      },
      {
        type: "richText",
        heading: "Changing your choice",
        paragraphs: [
          "You can change your analytics choice at any time with the Cookie settings link in the footer of every page. If you withdraw your consent, the site stops loading the analytics tags from the next page you open, and no further analytics information is collected. Cookies that were already set stay in your browser until they expire or you delete them, so you may also want to clear them as described below.",
        ],
      },
      {
        type: "richText",
        heading: "Clearing cookies and local storage",
        paragraphs: [
          "Every browser lets you see and delete the cookies and site data stored for a website. Deleting them signs you out of any client programme, removes your cookie choice, so we will ask again, and deletes any unsubmitted quotation drafts. The exact menus differ between browsers and versions, but the steps are broadly:",
        ],
        steps: [
          "Open your browser's settings and find the privacy or security section.",
          "Choose the option for cookies and site data, or for website data.",
          "Search for this site's address to see what it has stored.",
          "Remove the data for this site only, or clear all cookies and site data if you prefer.",
          "Reload the page: you will be asked for your cookie choice again.",
        ],
      },
      {
        type: "richText",
        heading: "Questions",
        paragraphs: [
          `Questions about cookies, or about how we use the information they collect, can be sent to our Information Officer at ${site.informationOfficerEmail}. Our privacy notice explains how we handle personal information more generally and your rights under POPIA. We update this policy whenever we change the cookies or storage the site uses; it was last updated in October 2026.`,
        ],
      },
      {
        type: "callToAction",
        heading: "How we protect your information",
        text: "Read our privacy notice to see what personal information we process, who we share it with and how to exercise your rights.",
        link: { label: "Read our privacy notice", route: "/privacy-policy" },
      },
    ],
  },

  "/accessibility": {
    title: "Accessibility statement",
    description: `How ${site.name} makes this website usable for everyone, the WCAG 2.2 AA standard we work to, known limitations and how to report a problem.`,
    eyebrow: "Legal",
    intro: `We want everyone to be able to find cover, report a claim and reach us, whatever device they use and however they use it. This statement explains the standard we build this website to, what we do to meet it, the parts of the site we know fall short, and how to tell us about a problem or ask for information in another format.`,
    blocks: [
      {
        type: "richText",
        heading: "Our standard",
        paragraphs: [
          "We aim to meet level AA of the Web Content Accessibility Guidelines (WCAG) 2.2, the international standard for accessible websites. Every page is checked with automated accessibility tests before each release, and we test key journeys by hand, using only a keyboard and with screen readers on desktop and mobile. Automated tests find only some problems, so we also act on what visitors tell us.",
        ],
      },
      {
        type: "richText",
        heading: "What we do",
        paragraphs: ["Accessibility is part of how each page is designed, written and built. In particular:"],
        bullets: [
          "Keyboard: every menu, tab, button, form and video control can be used with a keyboard alone, the focus is always visible, and a skip link at the top of each page jumps straight to the main content.",
          "Screen readers: pages use proper headings, landmarks and labels, so that screen reader users can navigate them and understand every control.",
          "Text alternatives: pictures that carry information have a text description, and purely decorative pictures are hidden from screen readers.",
          "Reduced motion: if your device is set to reduce motion, animations and scrolling effects are switched off.",
          "Video: our own videos play only when you start them, never with sound on arrival, and come with captions or a text transcript; we will send a transcript of any video on request.",
          "Reading and zoom: text meets WCAG contrast ratios, pages reflow to a single column when zoomed to 400%, and text can be resized without losing content.",
          "Plain language: we explain insurance terms when we use them, and keep instructions short.",
        ],
      },
      {
        type: "richText",
        heading: "Known limitations",
        paragraphs: [
          "Some content on the site is not yet fully accessible, or comes from other providers whose accessibility we do not control. We list it here so that you know what to expect and how to get the same information another way:",
        ],
        bullets: [
          "Maps and YouTube videos: office maps from OpenStreetMap and videos from YouTube are embedded from other providers and load only when you ask for them. Their players and map controls are outside our control and may not fully meet WCAG 2.2 AA. Every office address is also given as text beside its map, and the text around each video covers what it says; we will send a transcript on request.",
          "PDF documents: PDF documents are text-based; if you need a document in another format, ask us. Our policies and claim forms are designed to be printed, so if you cannot complete a paper claim form, call our claims line and we will take the details by phone.",
        ],
      },
      {
        type: "richText",
        heading: "Other ways to reach us",
        paragraphs: [
          `You do not need to use this website to deal with us. You can call our switchboard on ${site.phone}, report a claim at any time on ${site.claimsEmergencyPhone}, or e-mail ${site.email}. Our offices in Sandton, Cape Town and Umhlanga Ridge have level or ramped access and accessible parking, and with a few days' notice we can arrange a South African Sign Language interpreter for a meeting. Your broker can also help with any part of your policy or a claim.`,
        ],
      },
      {
        type: "richText",
        heading: "Report a problem",
        paragraphs: [
          `If something on this website is difficult or impossible for you to use, please tell us by e-mail to ${site.email} with "Accessibility" in the subject line, or by phone on ${site.phone}. It helps us to know:`,
        ],
        bullets: [
          "The address of the page, or the name of the document",
          "What you were trying to do and what went wrong",
          "The device, browser and any assistive technology you were using, such as a screen reader or magnifier",
        ],
      },
      {
        type: "richText",
        heading: "How we respond",
        paragraphs: [
          "We reply to every accessibility report within 5 working days. If the problem can be fixed quickly, we tell you when it has been fixed; if it will take longer, we tell you what we plan to do and when, and meanwhile we give you the information or service you need in another way, such as by phone, by e-mail or in an accessible document.",
          "If you are not satisfied with our response, you can use our complaints process, which explains how to escalate a complaint within the group and to the relevant ombud. We review this statement at least once a year; it was last reviewed in October 2026.",
        ],
      },
      {
        type: "callToAction",
        heading: "Not happy with our response?",
        text: "Our complaints process sets out how we investigate, the time limits we work to and where you can escalate a complaint.",
        link: { label: "How to complain", route: "/complaints" },
      },
    ],
  },

  "/complaints": {
    title: "Complaints",
    description: `How to complain to ${site.name}, the time limits we work to, and how to escalate to the National Financial Ombud Scheme or the FAIS Ombud.`,
    eyebrow: "Legal",
    intro: `If we have got something wrong, we want to hear about it and put it right. Complaining is free and never affects your cover, your renewal or the handling of a claim. This page explains how to complain, how quickly we respond, and where to go if you are not satisfied with our answer, including the independent ombuds that can review our decision at no cost to you.`,
    heroImage: {
      image: "scenes/documents",
      alt: "Claim forms on a desk with a pen and a rubber stamp",
    },
    blocks: [
      {
        type: "richText",
        heading: "The route for a complaint",
        paragraphs: [
          "You can complain about anything we do: the way your policy was sold or administered, a claims decision, the amount of a settlement, a delay, the conduct of our staff or of an assessor, repairer or other supplier acting for us. A complaint may be made in writing or orally, and you do not have to use the word complaint. Most complaints are resolved at the first or second step below, but each step is open to you if the one before does not settle the matter:",
        ],
        steps: [
          "Raise it with your broker, who can often resolve it quickly with us.",
          "Complain to our complaints team, who will give you a final written response within six weeks.",
          "For complaints about an insurance policy or claim, refer it to the National Financial Ombud Scheme South Africa (NFO).",
          "For complaints about financial advice or intermediary services, refer it to the FAIS Ombud.",
        ],
      },
      {
        type: "richText",
        heading: "Step 1: your broker",
        paragraphs: [
          "Your broker knows your policy and deals with our underwriters and claims staff every day, so many problems, such as a delayed payment, an error on a schedule or a question about a claims decision, can be resolved by a call from your broker. Brokers receive the same updates on your claims as you do.",
          "Your broker is an independent financial services provider with its own complaints procedure. If your complaint is about the advice your broker gave you, for example that the cover recommended did not suit your needs, complain to the broker directly. If you are not satisfied with the broker's response, you may take the complaint to the FAIS Ombud (step 4).",
        ],
      },
      {
        type: "richText",
        heading: "Step 2: our complaints team",
        paragraphs: [
          `You can complain to us directly, with or without your broker. Use the form below, e-mail ${site.complaintsEmail}, call ${site.phone}, write to the Complaints Manager at ${site.headOffice}, or visit any of our offices. If you complain by phone or in person, we write down your complaint and send you a copy so that you can check we have understood it. We will help anyone who finds it difficult to put a complaint in writing. Please include:`,
        ],
        bullets: [
          "Your name, contact details and your policy or claim number",
          "What went wrong, with dates and the names of anyone you dealt with",
          "Copies of relevant documents, such as letters, e-mails, quotations or photographs",
          "What you would like us to do to put things right",
        ],
      },
      {
        type: "form",
        form: "complaint",
        heading: "Lodge a complaint online",
        intro: `Your complaint reference is shown on screen as soon as you send the form; quote it if you e-mail supporting documents to ${site.complaintsEmail}. We acknowledge your complaint in writing within 2 working days, aim to resolve it within 15 working days and give you a final written response within 6 weeks at the latest.`,
      },
      {
        type: "richText",
        heading: "What happens next",
        paragraphs: [
          "We acknowledge your complaint in writing within 2 working days, with a reference number and the name and direct contact details of the person handling it. That person will not have been involved in the matter you are complaining about, and for a claims complaint will never be the person who made the claims decision. We aim to resolve complaints within 15 working days, and if we need longer we explain why and keep you informed.",
          "We will resolve your complaint within 6 weeks and give you a final written response. It sets out our decision and the reasons for it, any redress we offer and how it will be paid, and your right to take the complaint to the relevant ombud, with the ombud's contact details and the time limit for doing so. If you are not satisfied with the response, you may also ask for it to be reviewed by our Head of Compliance before you go to an ombud; this is optional and does not affect your right to approach the ombud.",
          "If we reject a claim, the rejection letter gives the reasons and tells you that you have at least 90 days to make representations to us, which a senior claims manager who did not make the decision will review. It also tells you the time limit for starting legal action, so please read it carefully.",
        ],
      },
      {
        type: "richText",
        heading: "Step 3: the National Financial Ombud Scheme South Africa",
        paragraphs: [
          `If your complaint is about an insurance policy or a claim underwritten by ${site.underwriter}, such as a rejected claim or a disputed settlement, and we have not resolved it to your satisfaction, you can refer it to the National Financial Ombud Scheme South Africa (NFO). The NFO is independent of the insurer and of the group, and its service is free. Refer your complaint within 6 months of our final response. While the NFO is dealing with your complaint, prescription and any time limit in the policy for taking legal action stop running.`,
          "On 1 March 2024 the former Ombudsman for Short-term Insurance merged into the NFO, together with the Ombudsman for Long-term Insurance, the Ombudsman for Banking Services and the Credit Ombud. If you have an older letter that refers to the short-term insurance ombud, the NFO now deals with those complaints. You can contact the NFO at:",
        ],
        bullets: ["Website: www.nfosa.co.za", "Telephone: 0860 800 900"],
      },
      {
        type: "richText",
        heading: "Step 4: the FAIS Ombud",
        paragraphs: [
          `If your complaint is about financial advice or intermediary services given by a financial services provider, whether ${site.legalName} (FSP ${site.fspNumber}), your broker or one of their representatives, you can refer it to the Ombud for Financial Services Providers (FAIS Ombud), a statutory ombud established under the FAIS Act. Its service is also free. Refer your complaint within 6 months of the provider's final response, and within 3 years of the event that gave rise to it or of the date on which you became aware, or should reasonably have become aware, of it. The FAIS Ombud will accept a complaint if the provider has not resolved it within six weeks. You can contact the FAIS Ombud at:`,
        ],
        bullets: ["Website: www.faisombud.co.za", "Telephone: 012 762 5000"],
      },
      {
        type: "richText",
        heading: "Other bodies",
        paragraphs: [
          "Complaints about how we handle your personal information can be taken to the Information Regulator, as our privacy notice explains. The Financial Sector Conduct Authority (FSCA) supervises our conduct as a financial services provider; it does not resolve individual complaints, but you can report suspected misconduct to it. Going to an ombud does not stop you from going to court, although an ombud may decline a complaint that is already before a court.",
        ],
      },
      {
        type: "downloads",
        heading: "Our complaints management policy",
        intro:
          "The full policy sets out how we receive, investigate, resolve, escalate and report on complaints, and the standards we hold ourselves to.",
        documents: ["complaints-management-policy"],
      },
      {
        type: "callToAction",
        heading: "Need to speak to someone first?",
        text: `Call our switchboard on ${site.phone} or visit one of our offices in Sandton, Cape Town or Umhlanga Ridge.`,
        link: { label: "Our offices", route: "/contact/regional-offices" },
      },
    ],
  },

  "/fraud-awareness": {
    title: "Fraud and scam awareness",
    description: `How to recognise scams that use the ${site.name} name, how we contact you, how to check a request and how to report fraud anonymously.`,
    eyebrow: "Legal",
    intro: `Criminals use the names of insurers and brokers to steal money and personal information, and insurance fraud by dishonest claimants pushes up premiums for everyone. This page describes the scams we see most often, how we do and do not contact you, how to check that a request is genuine, and how to report suspected fraud, anonymously if you prefer.`,
    blocks: [
      {
        type: "richText",
        heading: "Scams to look out for",
        paragraphs: [
          "These are the scams our clients and brokers report most often. They change constantly, but they share a pattern: urgency, a request for money, bank details or a one-time PIN, and contact details that you cannot check independently.",
        ],
        bullets: [
          "Fake claims assessors: after a storm, accident or break-in, someone arrives or calls claiming to be our assessor, and asks for a deposit, an excess payment in cash or your signature on a repair authorisation. Our assessors never collect money and always carry a company identity card.",
          "Bank detail change e-mails: criminals hack or imitate the e-mail account of a broker, supplier or client and send a convincing letter or invoice asking for payments to go to a new bank account. This is known as business e-mail compromise, and it can cost a business hundreds of thousands of rand in one payment.",
          "Fake policy sales calls: a caller offers insurance at an unusually low premium, often in our name, and asks for a first payment into a personal account or by cash deposit. We sell only through independent brokers, and premiums are never paid into a personal account.",
          "Phishing SMSes and e-mails: a message says your policy has lapsed, a claim payment is waiting or your details need updating, with a link to a page that looks like ours and asks for your banking details or passwords.",
          'Premium refund scams: a caller says you were overcharged and are owed a refund, then asks for your banking app details or a one-time PIN to "process" it. The OTP actually approves a payment out of your account.',
          "Accident scene touts: unauthorised tow trucks arrive at an accident before anyone has called them and pressure drivers to sign a release. Their vehicles may be held against inflated storage fees.",
        ],
      },
      {
        type: "richText",
        heading: "How we contact you",
        paragraphs: [
          "Knowing what we will and will not do makes it easier to spot a scam. Anything that breaks these rules is not from us, whatever the message or caller says:",
        ],
        bullets: [
          "We never ask for your passwords, PINs or one-time PINs (OTPs), by phone, SMS, e-mail or in person.",
          "We confirm every change of bank details by calling you back on the number we already hold for you, never on a number given in the request.",
          "We pay claims only into a verified account in the insured's name, or directly to an approved repairer or supplier with your agreement.",
          "We never ask you to pay a premium, excess or fee into a personal bank account or by cash deposit.",
          `Our e-mails come only from addresses ending in @${site.emailDomain}.`,
          "Our assessors and surveyors carry a company identity card and will wait while you call us to confirm who they are.",
        ],
      },
      {
        type: "richText",
        heading: "How to check a request",
        paragraphs: ["If you are unsure whether a message, call or visitor is genuine, take a moment before you act:"],
        steps: [
          "Stop, and do not click any link, open any attachment or make any payment yet.",
          "Do not use the phone number, e-mail address or link in the message itself.",
          `Call us on ${site.phone}, or our 24-hour claims line on ${site.claimsEmergencyPhone}, using the numbers on this website or your policy schedule, and ask us to confirm the request.`,
          "Check that your broker is an authorised financial services provider on the FSCA's register at www.fsca.co.za, and call the broker on a number you already know.",
          "If the request is genuine, we will still be there after you have checked: a real request never depends on you acting within minutes.",
        ],
      },
      {
        type: "richText",
        heading: "If you think you have been scammed",
        paragraphs: ["Act quickly, because the first hour often decides whether money can be recovered:"],
        steps: [
          "Call your bank's fraud line immediately to stop or recall the payment and block your cards or banking app if needed.",
          "Open a case at your nearest SAPS station and keep the case number.",
          `Tell us on ${site.phone} or through your broker, so that we can protect your policy and warn others.`,
          "Change the passwords of any e-mail or banking accounts that may have been compromised, and switch on two-step verification.",
        ],
      },
      {
        type: "richText",
        heading: "Report fraud anonymously",
        paragraphs: [
          `If you suspect fraud involving a policy or claim, by a client, a supplier, a broker or one of our own staff, call our fraud hotline on ${site.fraudHotline} or e-mail ${site.fraudEmail}. The hotline is free, open 24 hours a day and answered by an independent ethics line provider. You do not have to give your name, and if you do, it will not be passed on without your permission.`,
          "Tell us as much as you can: who is involved, what happened, when and where, and how you know. Every report is assessed by our forensic investigators, and employees who report wrongdoing in good faith are protected under the Protected Disclosures Act.",
        ],
      },
      {
        type: "richText",
        heading: "Insurance fraud is a crime",
        paragraphs: [
          "Insurance fraud is not a victimless crime: the cost of fraudulent and exaggerated claims is carried by honest policyholders through higher premiums. It includes inflating the value of a claim, claiming for items that were never owned or damage that happened before the policy started, staging accidents, thefts or fires, submitting false invoices or quotations, and giving false information when applying for cover.",
          "We work with the SAPS and the Insurance Crime Bureau, a non-profit organisation established by the South African insurance industry to fight insurance crime, and we share information about fraudulent claims through the industry's databases. If a claim is fraudulent, the consequences are serious:",
        ],
        bullets: [
          "The claim is rejected, and any benefits under the policy may be forfeited",
          "The policy may be cancelled, and other insurers can see the fraud on industry databases, making cover hard to find",
          "We recover money already paid, with the costs of the investigation",
          "We open a criminal case with the SAPS, and a conviction for fraud can lead to imprisonment",
        ],
      },
      {
        type: "callToAction",
        heading: "Need to report a genuine claim?",
        text: `See which form to use and which documents we need, or call ${site.claimsEmergencyPhone} at any time.`,
        link: { label: "Claim forms and documents", route: "/claims-handling/claim-forms" },
      },
    ],
  },
};
