import type { PageContent } from "../types";
import { site } from "../../config/site";

export const legalPages: Record<string, PageContent> = {
  "/privacy-policy": {
    title: "Privacy notice",
    description: `How ${site.name} processes personal information under POPIA, who it is shared with, how long it is kept and how to exercise your rights.`,
    eyebrow: "Legal",
    intro: `${site.legalName} respects your privacy and processes personal information in line with the Protection of Personal Information Act (POPIA). This notice summarises what personal information we process when we quote, issue policies and handle claims, why we process it, who we share it with and what rights you have. It applies to policyholders, claimants, brokers, suppliers and visitors to this website.`,
    blocks: [
      {
        type: "richText",
        heading: "What we process and why",
        paragraphs: [
          `We process personal information as a responsible party in our own right and on behalf of ${site.underwriter}, which underwrites our policies. Most of it reaches us through your broker when you apply for cover, and the rest when you claim, contact us, or use this website and our portals. Depending on your policy, it includes identity and contact details, identity or registration numbers, details of the property, vehicles and other assets insured, your insurance and claims history, and bank details.`,
          "Where a claim involves injury or suspected crime, we may also process health information or information about criminal behaviour, but only as far as POPIA allows insurers to do so. We collect only the information we need for a specific purpose, and we process it for the purposes listed below:",
        ],
        bullets: [
          "Assessing the risk, quoting premiums and issuing and administering policies",
          "Carrying out risk surveys and valuations of insured premises and assets",
          "Assessing, validating and paying claims, and recovering losses from third parties",
          "Preventing, detecting and investigating fraud",
          "Meeting our legal obligations, including under the FAIS Act, the Policyholder Protection Rules, tax law and laws against money laundering",
        ],
      },
      {
        type: "richText",
        heading: "Our legal bases for processing",
        paragraphs: [
          "POPIA allows personal information to be processed only where there is a lawful justification. Most of our processing is necessary to conclude or perform your insurance contract, or to comply with obligations imposed on us by law, such as record-keeping under the FAIS Act and the Policyholder Protection Rules, and tax reporting. Some processing protects our legitimate interests, or those of the insurer, such as preventing fraud and managing the portfolio responsibly.",
          "Where no other basis applies, we ask for your consent, and you may withdraw it at any time. Withdrawing consent does not affect processing that has already taken place or processing that we are entitled to carry out on another lawful basis. We do not send electronic direct marketing to anyone who is not our client without their prior consent.",
        ],
      },
      {
        type: "richText",
        heading: "Sharing and cross-border transfers",
        paragraphs: [
          `We share personal information only where it is necessary for the purposes described above. Recipients include ${site.underwriter} as the insurer, the reinsurers that share the risk on larger policies, your broker, and service providers who act for us, such as loss adjusters, assessors, repairers, tracing agents and IT providers. Service providers process information only on our instructions and under written agreements that require them to keep it secure and confidential.`,
          "We also share claims information with industry databases used to detect fraud, and disclose information to regulators, the NFO and law enforcement where the law requires us to. Some reinsurers and IT providers are based outside South Africa. We transfer information across the border only where the recipient is bound by laws or agreements that give protection comparable to POPIA, where you have consented, or where the transfer is necessary to perform your insurance contract.",
        ],
      },
      {
        type: "richText",
        heading: "Retention and security",
        paragraphs: [
          "We keep personal information only for as long as we need it for the purpose it was collected for, or as long as the law requires. Policy and claims records are generally kept for at least five years after the policy ends or the claim is finalised, as the FAIS Act requires, and for longer where a claim, dispute or legal proceedings are still open. Information we no longer need is securely destroyed or de-identified.",
          "We protect personal information with appropriate technical and organisational measures, including access controls based on job roles, encryption, monitoring of our systems and regular staff training. If we believe that personal information has been accessed or acquired by an unauthorised person, we notify the Information Regulator and the people affected as soon as reasonably possible, as POPIA requires.",
        ],
      },
      {
        type: "richText",
        heading: "Your rights and how to contact us",
        paragraphs: [
          "Under POPIA you have the right to know whether we hold personal information about you and to request access to it, to ask us to correct or delete information that is inaccurate, out of date or unlawfully held, to object to processing on reasonable grounds, to object to direct marketing at any time, and to withdraw consent where processing is based on consent. Requests for access to records are handled in line with our PAIA manual.",
          `To exercise these rights or ask about this notice, contact our Information Officer at ${site.informationOfficerEmail} or write to us at ${site.headOffice}. We may need to verify your identity before acting on a request. If you are not satisfied with our response, you may lodge a complaint with the Information Regulator (South Africa), which oversees compliance with POPIA and PAIA, through its website at www.inforegulator.org.za.`,
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
};
