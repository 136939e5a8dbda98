import type { SiteDocument } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

export const conflictOfInterestPolicy: SiteDocument = {
  slug: "conflict-of-interest-policy",
  title: "Conflict of Interest Management Policy",
  version: "1.6",
  effectiveDate: "2026-03-01",
  summary: `How ${site.name} identifies, avoids, mitigates and discloses conflicts of interest under section 3A of the FAIS General Code of Conduct.`,
  sections: [
    {
      heading: "Purpose and scope",
      paragraphs: [
        `${site.legalName} is an authorised financial services provider (FSP ${site.fspNumber}) and an underwriting manager that administers short-term insurance underwritten by ${site.underwriter} and distributed through independent brokers. This policy is adopted under section 3A of the General Code of Conduct for Authorised Financial Services Providers and Representatives (the General Code), made under the Financial Advisory and Intermediary Services Act 37 of 2002 (FAIS Act). It sets out how the group identifies, avoids, mitigates, discloses and monitors conflicts of interest so that clients are treated fairly and receive an unbiased service.`,
        "The policy applies to the group's directors, key individuals, representatives, employees and contractors in every office, including underwriting, claims, risk engineering, motor parts procurement and broker distribution staff. It also applies, through their contracts, to outsourced service providers who act on the group's behalf, such as assessors, loss adjusters and repairers.",
      ],
    },
    {
      heading: "Definitions",
      paragraphs: ["The terms below have the meanings given to them in the General Code, summarised here."],
      bullets: [
        "Conflict of interest: any situation in which the group or a representative has an actual or potential interest that may, in rendering a financial service to a client, influence the objective performance of their obligations to that client, or prevent them from rendering an unbiased and fair financial service or from acting in the client's interests. It includes a financial interest, an ownership interest and any relationship with a third party.",
        "Financial interest: any cash, cash equivalent, voucher, gift, service, advantage, benefit, discount, domestic or foreign travel, hospitality, accommodation, sponsorship, other incentive or valuable consideration, other than an ownership interest, or training that is not exclusively available to a selected group of providers or representatives on products and related legal matters, general financial and industry information, or a third party's specialised technological systems needed to render a financial service. Travel and accommodation associated with such training are financial interests.",
        "Immaterial financial interest: a financial interest with a determinable monetary value, the aggregate of which does not exceed R1 000 in any calendar year from the same third party, such as one product supplier or one other provider, received by a representative for their direct benefit, or by the group for its own or its representatives' benefit.",
        "Ownership interest: any equity or proprietary interest for which fair value was paid by the owner, other than an interest held as an approved nominee on behalf of another person, including any dividend, profit share or similar benefit derived from it.",
        "Third party: a product supplier, another financial services provider, an associate of a product supplier or provider, a distribution channel, or any person who, under an agreement or arrangement with any of them, provides a financial interest to the group or its representatives.",
        "Associate: a person or entity connected to the group by ownership, control or common directorship, as defined in the FAIS Act and the General Code.",
      ],
    },
    {
      heading: "Permitted and prohibited financial interests",
      paragraphs: [
        "As section 3A of the General Code requires, the group does not offer any financial interest to a representative for giving preference to the quantity of business secured over the quality of service rendered to clients, for giving preference to a specific product supplier where more than one may be recommended, or for giving preference to a specific product of a product supplier where more than one of its products may be recommended. Performance incentives for underwriters, claims handlers and distribution staff are based on a balanced scorecard that gives substantial weight to service quality, TCF outcomes, complaints, audit results and compliance, and are never linked to the number of claims rejected or the amount by which claims are reduced.",
        "Any financial interest not listed below must be declined or returned, and reported to the compliance officer. The group and its representatives may receive a financial interest from, or offer one to, a third party only in the following forms permitted by the General Code:",
      ],
      bullets: [
        "Commission to brokers, within the limits prescribed under the Short-term Insurance Act 53 of 1998 and its regulations.",
        "Binder and outsourcing fees from the insurer that are permitted by law and reasonably commensurate with the functions performed.",
        "A fee specifically agreed in writing with a client, which the client may stop at any time.",
        "A fee or remuneration for a service rendered to a third party, such as a risk survey, that is reasonably commensurate with the service.",
        "An immaterial financial interest.",
        "Any other financial interest for which fair value, reasonably commensurate with its value, is paid by the recipient at the time it is received.",
      ],
    },
    {
      heading: "Identifying conflicts of interest",
      paragraphs: [
        "Every director, representative and employee must identify actual and potential conflicts and report them to their line manager and the compliance officer as soon as they become aware of them. All staff complete a declaration of interests on appointment, every year and whenever their circumstances change, listing outside business interests, directorships, shareholdings in brokers, suppliers or insurers, and close relatives who work for a broker, supplier or insurer that deals with the group. Directors also disclose personal financial interests to the board as the Companies Act 71 of 2008 requires.",
        "The compliance officer keeps a conflicts of interest register and reviews new products, binder and outsourcing agreements, supplier panels and incentive schemes for conflicts before they are approved. Situations that typically give rise to conflicts in the group's business include:",
      ],
      bullets: [
        "Remuneration arrangements under the binder agreement that could favour writing more business over underwriting discipline.",
        "Risk engineering services: the group's surveyors and fire engineers assess risks that the group underwrites, and may also be engaged by clients for a fee.",
        "Motor parts procurement and supplier panels: the selection of repairers, parts suppliers, assessors and salvage agents, and any discount or rebate they offer.",
        "Brokers or their key individuals holding an ownership interest in the group, or the group holding an interest in a broker or other provider.",
        "Gifts, hospitality, sponsorships and event invitations offered by or to brokers, suppliers and insurers.",
        "Staff handling a policy or claim of a relative, friend or business associate, or holding a personal interest in a supplier.",
      ],
    },
    {
      heading: "Avoidance and mitigation",
      paragraphs: [
        "The group avoids a conflict wherever possible. Where a conflict cannot be avoided, it is mitigated through controls that the compliance officer approves and documents in the conflicts register, and is disclosed to the affected client. If a conflict cannot be adequately mitigated, the group declines to act.",
      ],
      bullets: [
        "Separation of duties: surveyors report directly to the head of risk engineering, their findings cannot be changed by underwriters, and their remuneration is not linked to whether a risk is accepted or at what premium.",
        "Risk engineers who recommend improvements to a client may not recommend a contractor or supplier in which they or the group have an interest, and must give the client at least two options where a supplier is suggested.",
        "Supplier panels are appointed against written criteria covering quality, turnaround time, price, B-BBEE status and geographic coverage, reviewed every year and audited on a sample basis. Discounts and rebates from suppliers reduce claims costs and are disclosed to the insurer; no employee may receive a personal benefit from a supplier.",
        "Broker appointments, underwriting terms and claims decisions are made on objective criteria and are not influenced by any broker's ownership interest in the group.",
        "Staff must recuse themselves from any matter involving a relative, friend, business associate or entity in which they have an interest, and the matter is reassigned.",
        "Claims above delegated authority levels, and all declined claims, are reviewed by a second person.",
      ],
    },
    {
      heading: "Disclosure to clients",
      paragraphs: [
        "Standard disclosures about the group's status as an underwriting manager, its relationship with the insurer and the basis on which it is remunerated are included in the policy documentation given to every client.",
        "Under section 3(1)(d) of the General Code, the group also discloses to a client any specific conflict of interest in respect of that client at the earliest reasonable opportunity, and in any event before the relevant financial service is rendered. The disclosure is in writing, delivered directly or through the client's broker, and is detailed enough for the client to understand the exact nature of the relationship or arrangement and the conflict. It covers:",
      ],
      bullets: [
        "The measures taken to avoid or mitigate the conflict.",
        "Any ownership interest or financial interest, other than an immaterial financial interest, that the group or the representative may be or become eligible for.",
        "The nature of any relationship or arrangement with a third party that gives rise to the conflict.",
        "That this policy exists and how the client may obtain it.",
      ],
    },
    {
      heading: "Gifts, hospitality and entertainment register",
      paragraphs: [
        "Every gift, meal, hospitality, entertainment, event ticket, sponsorship or travel offered to or received from a broker, supplier, insurer or other third party with a value of R100 or more must be recorded in the gifts and entertainment register within five business days, with the date, the third party, a description, the estimated value and whether it was accepted or declined. The register tracks the running total per recipient and per third party for each calendar year against the R1 000 immaterial financial interest limit.",
        "Any item with a value of more than R500, and any item that would take the annual total from one third party above R1 000, must be approved by the compliance officer in advance. Items above the limit must be declined, returned or paid for at fair value. Broker events and sponsorships offered by the group are approved by the compliance officer and are open to brokers on objective criteria, not on the volume of business they place. Three further rules apply without exception:",
      ],
      bullets: [
        "Cash, cash equivalents, vouchers and loans may never be accepted or offered.",
        "No gift or hospitality may be accepted from a party involved in a current tender, supplier appointment, policy negotiation or claim decision.",
        "Domestic or foreign travel and accommodation offered by a third party may not be accepted unless the group pays for it.",
      ],
    },
    {
      heading: "Associates and ownership interests",
      paragraphs: [
        "As section 3A of the General Code requires, the group keeps a list of its associates, of any third party in which it holds an ownership interest, and of any third party that holds an ownership interest in it. The list identifies the group's holding and subsidiary companies, its shareholders that hold a material stake, entities with directors in common with the group, and any broker, product supplier or other provider with which an ownership relationship exists.",
        `The group also discloses, as the General Code requires, any product supplier in which it holds more than 10% of the shares, and any product supplier from which it received 30% or more of its total remuneration in the preceding 12 months. Because all the group's products are underwritten by ${site.underwriter}, the insurer is disclosed on that basis.`,
        `The compliance officer updates the list within 30 days of any change. The current list of associates and ownership interests is available on request from the compliance officer at ${site.email} or on ${site.phone}.`,
      ],
    },
    {
      heading: "Training and awareness",
      paragraphs: [
        "Every director, representative and employee receives training on this policy on appointment and a refresher every year, and must confirm in writing that they have read and understood it. Training covers recognising conflicts in day-to-day work, the gifts and entertainment rules, the declaration of interests and how to report a concern. Staff in procurement, claims, risk engineering and broker distribution receive additional case-based training relevant to their roles.",
        "Completion of training is recorded and monitored by the compliance officer, and is kept with the fit and proper records of each representative.",
      ],
    },
    {
      heading: "Monitoring and reporting",
      paragraphs: [
        "The compliance officer, approved by the Financial Sector Conduct Authority (FSCA) under section 17 of the FAIS Act, monitors compliance with this policy. Monitoring includes a quarterly review of the conflicts register, the gifts and entertainment register and the declarations of interest, sample testing of supplier appointments and claims allocated to panel suppliers, review of incentive schemes, and follow-up of any reported concern.",
        "The compliance officer reports to the board every quarter on conflicts identified and how they were managed, register entries approved or declined, breaches and the action taken. Material findings are included in the compliance report submitted to the FSCA. Any person may report a suspected breach confidentially to the compliance officer or through the group's whistle-blowing line, and no one who reports in good faith will suffer any detriment.",
      ],
    },
    {
      heading: "Consequences of breach",
      paragraphs: [
        "A failure to comply with this policy, including a failure to declare an interest, record a gift or disclose a conflict to a client, is serious misconduct. It is dealt with under the group's disciplinary code and may lead to a final warning or dismissal, and to recovery of any benefit improperly received.",
        "A representative who breaches this policy may no longer meet the fit and proper requirement of honesty and integrity, and may be debarred under section 14 of the FAIS Act and reported to the FSCA. A broker or supplier that breaches this policy, or induces a breach by the group's staff, may have its agreement with the group terminated.",
      ],
    },
    {
      heading: "Review and access to this policy",
      paragraphs: [
        "The compliance officer reviews this policy at least once a year, and sooner if the FAIS Act, the General Code, the Insurance Act 18 of 2017 or the group's business model changes materially. The board approves every revision.",
        `This policy is published on the group's website and is available to any client on request from ${site.email} or on ${site.phone}.`,
      ],
    },
  ],
};
