import type { Article } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

const { creditRating, bbbee } = site;

export const news2025: Article[] = [
  {
    collection: "news-2025",
    slug: "gauteng-hail-claims-response",
    title: "Hail in Gauteng: how we handled more than 3 400 claims in three weeks",
    date: "2025-11-28",
    summary:
      "After hail hit Tshwane and the East Rand on 12 November, drive-through assessment centres helped us authorise most motor repairs within five working days.",
    image: {
      image: "scenes/hailstorm",
      alt: "Hail falling from dark storm clouds onto suburban roofs and parked cars",
    },
    body: [
      "On the afternoon of Wednesday 12 November 2025, a line of severe thunderstorms crossed Tshwane and the East Rand, dropping hailstones the size of golf balls on Centurion, Kempton Park, Boksburg and Benoni for almost 20 minutes. By the Friday evening our 24-hour claims line had registered more than 1 900 claims, and by the end of the month the total had passed 3 400. About three quarters were for damaged vehicles; the rest were for broken roof sheeting and tiles, shattered skylights, damaged solar panels and ceilings brought down by water coming through the roof.",
      `"We activated our catastrophe plan the same evening," said Sipho Khumalo, Chief Claims Officer. "Claims staff from our Cape Town and Durban offices took calls from Gauteng clients overnight, and by the Thursday morning we had assessors on the road and three drive-through assessment centres ready to open." The centres, in Centurion, Kempton Park and Boksburg, allowed clients with driveable vehicles to have the damage photographed, measured and costed in about 20 minutes, and most left with a repair authorisation and a booking at an approved repairer.`,
      `Bongani Ndlovu, Motor Claims Manager, said that most hail damage to vehicles can be repaired by paintless dent removal, in which technicians massage the dents out from behind the panel without respraying it. "It is quicker and cheaper than replacing panels and it keeps the factory paint finish, which matters for the value of the car," he said. By 28 November, 78% of motor claims from the storm had been authorised for repair within five working days of being reported, and vehicles with broken windscreens were prioritised so that clients could drive safely.`,
      "For homes and business premises, our assessors gave priority to properties where water was still coming in. Clients do not need to wait for an assessor before making emergency repairs: covering a damaged roof with tarpaulins, moving contents to a dry room and calling a plumber to clear blocked gutters are all reasonable steps, and their cost is paid under the policy where the damage is insured. Take photographs before the work starts and keep the invoices. Solar panels and inverters that are permanently fixed to a building are normally covered as part of the buildings sum insured, but larger systems may need to be specified, so check your schedule with your broker.",
      "Severe storms attract people who prey on worried homeowners. After the hail, we received reports of door-to-door operators offering quick dent repairs and roof patches in exchange for a signed authorisation or a cash deposit. Do not sign anything or pay anyone who arrives uninvited. We appoint approved repairers whose work is guaranteed, and every assessor we send carries a company identity card. If you are unsure whether someone really represents us, end the conversation and call our claims line to check.",
      `If you still need to claim for storm damage, call ${site.claimsEmergencyPhone} or email ${site.claimsEmail} with your policy number, photographs of the damage and your contact details. Our policy wordings ask for claims to be reported within 30 days, but we will consider later claims from this storm where the damage can still be properly assessed. Your broker can also register the claim for you and follow its progress.`,
    ],
  },
  {
    collection: "news-2025",
    slug: "fleet-telematics-partnership",
    title: "Safer fleets, fairer premiums: our telematics partnership with Tracklane",
    date: "2025-09-09",
    summary:
      "Fleet clients can now share driver-behaviour scores from Tracklane telematics units with us, earning renewal discounts and faster crash response.",
    image: {
      image: "scenes/fleet",
      alt: "Trucks and delivery vans travelling along a highway through rolling hills",
    },
    body: [
      `${site.name} has partnered with Tracklane Telematics to give commercial fleet clients a direct link between how their vehicles are driven and what they pay for insurance. From 1 October 2025, clients with ten or more vehicles insured on our motor fleet policy can agree to share driver-behaviour data from Tracklane units fitted to their vehicles, and earn a discount of up to 15% on their fleet premium at renewal.`,
      `"Fleet operators already know which of their drivers brake harshly, speed or drive through the night without a break, but until now that knowledge never reached the underwriter," said Sizwe Buthelezi, Fleet Risk Manager. "Our claims data shows that a small share of drivers cause a large share of accidents. When a fleet manager uses telematics to coach those drivers, the number and severity of claims fall, and it is only fair that the premium reflects that."`,
      "The scheme scores each vehicle monthly on speeding against the posted limit, harsh braking and acceleration, harsh cornering, night driving and continuous driving time without a rest. The fleet's average score over the policy year determines the renewal discount. Clients also receive a monthly dashboard that ranks vehicles and drivers, and our fleet risk team meets fleets with poor scores to agree a driver improvement plan, including defensive driving courses at preferential rates.",
      `The partnership also improves our response when something goes wrong. Tracklane units detect a severe impact and send an alert to our claims line, which calls the driver and, if there is no answer, dispatches emergency services and one of our approved tow operators to the vehicle's location. For a hijacked or stolen vehicle, Tracklane's recovery team works directly with our claims staff and the SAPS from the moment the client reports the loss.`,
      "Driver privacy was built into the design of the scheme. We receive scores per vehicle and aggregated trip statistics, not live locations. Tracklane shares a vehicle's location with us only after an impact alert or a reported theft or hijacking, and only for as long as it takes to deal with the incident. Employers who join the scheme must tell their drivers what information is collected and why, as the Protection of Personal Information Act requires, and we provide a short notice that fleets can give to their drivers.",
      "Brokers with fleet clients can request a quote that includes the telematics discount through their usual underwriter. Fleets that already use another telematics provider are welcome to ask whether their existing data can be used: we will consider providers that can supply the same behaviour scores in a verifiable format.",
    ],
  },
  {
    collection: "news-2025",
    slug: "credit-rating-affirmed-2025",
    title: `${creditRating.agency} affirms the ${creditRating.rating} rating of our underwriting insurer`,
    date: "2025-07-03",
    summary: `${creditRating.agency} has affirmed ${site.underwriter}'s ${creditRating.scale} claims-paying-ability rating at ${creditRating.rating}, with a ${creditRating.outlook.toLowerCase()} outlook.`,
    image: {
      image: "scenes/rating",
      alt: "A rising bar chart beside a shield marked with a tick",
    },
    body: [
      `${creditRating.agency} has affirmed the ${creditRating.scale} claims-paying-ability rating of ${site.underwriter} at ${creditRating.rating}, with a ${creditRating.outlook.toLowerCase()} outlook, following its annual review. ${site.underwriter} underwrites every policy that ${site.name} designs and administers, so the rating is an independent view of the financial strength that stands behind our clients' cover.`,
      "The agency's rating committee reviewed the insurer's capital position under the Solvency Assessment and Management framework, its reinsurance programme, underwriting results, investment portfolio, governance and risk management. It noted that the insurer absorbed a series of weather events in the past two years, including hail storms on the Highveld and floods in KwaZulu-Natal and the Eastern Cape, without a material reduction in its solvency cover, because its catastrophe reinsurance responded as designed.",
      `"A rating is earned claim by claim over many years," said Pieter van der Westhuizen, Group Chief Financial Officer. "It reflects disciplined underwriting, reinsurance bought for the bad years rather than the average ones, and a balance sheet that is managed conservatively. Our clients and brokers should be able to take the insurer's ability to pay for granted, and this affirmation gives them independent assurance that they can."`,
      `The "(ZA)" suffix shows that ${creditRating.rating} is a South African national-scale rating, which ranks the insurer against other South African issuers rather than against companies worldwide. The AA category indicates very strong claims-paying ability, and a ${creditRating.outlook.toLowerCase()} outlook means the agency does not expect the rating to change over the next 12 to 24 months.`,
      "Many corporate, municipal and state-owned clients require their insurers to hold a minimum rating before they will accept a policy, and the rating meets the requirements of most South African treasury and procurement policies. Brokers who need the rating letter for a tender submission or a client's board report can request it from their broker consultant, and the current rating is always published on our credit rating page.",
    ],
  },
  {
    collection: "news-2025",
    slug: "veld-fire-season-preparedness",
    title: "Veld fire season: five things farmers should do before the first frost",
    date: "2025-06-02",
    summary:
      "Firebreaks, Fire Protection Association membership and the right liability cover protect farmers from veld fires and from neighbours' claims.",
    image: {
      image: "scenes/veld-fire",
      alt: "A veld fire burning across a hillside, stopped at a cleared firebreak",
    },
    body: [
      "The winter months bring the highest veld fire risk to the grasslands of the Free State, Mpumalanga, the North West and the KwaZulu-Natal Midlands. Dry, frost-cured grass, low humidity and strong berg winds can drive a fire across several farms in an afternoon, burning grazing, fencing, crops in the land, baled fodder and livestock. Each year our agricultural claims team sees the same pattern: the farms that suffer least are those that prepared before the season, not during it.",
      `"A fire does not stop at the boundary fence, and neither does the liability," said Marlene Swart, Agriculture Underwriting Manager. "When a fire spreads from your land, your neighbours can claim for everything it destroys, and those claims can easily run into millions of rand when grazing, plantations and livestock are lost. The law expects landowners to take reasonable steps to prevent that, and your insurance will respond best if you can show that you did."`,
      "Under the National Veld and Forest Fire Act, every owner of land where a veld fire may start or spread must prepare and maintain firebreaks on their side of the boundary, and must have the equipment, protective clothing and trained people available to fight fires. Crucially, a landowner who is not a member of the local Fire Protection Association (FPA) is presumed to have been negligent if a fire starts on or spreads from their land, and must then prove otherwise in any civil claim. Membership of an FPA therefore matters both for firefighting and for your legal position.",
      "Before the season starts, we recommend that every farmer takes five steps. First, join or renew your membership of the local FPA and keep proof of it. Second, prepare firebreaks before the end of autumn, in line with your FPA's fire management plan and with a burning permit where one is required. Third, check that firefighting equipment, such as a bakkie sakkie, knapsack sprayers and beaters, works and that workers know how to use it. Fourth, follow the daily Fire Danger Index and do not burn on days when it is high. Fifth, review your insurance with your broker, including the sums insured for fencing, fodder and livestock.",
      "Our agricultural policy includes cover for veld fire liability, which pays the claims of neighbours and other third parties for damage caused by a fire that spreads from your land, together with legal costs. The limit you choose should reflect what lies beyond your boundaries, such as plantations, high-value crops or stud animals, rather than the value of your own farm. Our underwriters can help your broker work out a realistic limit.",
      "If a fire does affect your farm, call your FPA and the local fire service first, then report the loss to us as soon as you can. Write down where the fire came from and when you first saw it, photograph the burnt area and your firebreaks, and keep your FPA membership records. Do not agree to pay a neighbour's losses without speaking to us, because doing so may prejudice your cover.",
    ],
  },
  {
    collection: "news-2025",
    slug: "b-bbee-level-1-re-verification",
    title: `Level ${bbbee.level} B-BBEE contributor status confirmed for a fourth year`,
    date: "2025-05-12",
    summary: `${bbbee.verificationAgency} has again verified ${site.name} as a Level ${bbbee.level} B-BBEE contributor under the Amended Financial Sector Code.`,
    image: {
      image: "scenes/community",
      alt: "Children outside a school building beside a newly planted tree",
    },
    body: [
      `${site.name} has retained its Level ${bbbee.level} Broad-Based Black Economic Empowerment (B-BBEE) contributor status after its annual verification by ${bbbee.verificationAgency}, an independent verification agency accredited by the South African National Accreditation System. The group was measured against the Amended Financial Sector Code, which applies to insurers, underwriting managers and other financial institutions.`,
      `Level ${bbbee.level} is the highest level on the scorecard. It allows clients that are measured entities themselves to recognise ${bbbee.procurementRecognition} of their spend with us when they calculate their own preferential procurement score. For many corporate and public-sector clients, the insurance premium is a significant part of their annual procurement, so our status contributes directly to their own B-BBEE ratings.`,
      `"Transformation is not a certificate on the wall, it is how we run the business," said Thandeka Mahlangu, Chief Executive Officer. "Black shareholders own ${bbbee.blackOwnership} of the group and black women ${bbbee.blackWomenOwnership}, and the people who make our decisions increasingly reflect the country we insure. But the parts of the scorecard we are proudest of are the ones that change things outside our own walls: the suppliers we help to grow and the young people we bring into the industry."`,
      "Through our enterprise and supplier development programme, we support black-owned panel beaters, glass fitters, tow operators and building contractors on our repair panels with business mentoring, equipment finance and shorter payment terms. During the past year, eleven new black-owned repairers, six of them owned by black women, met our quality standards and joined the panels that carry out claims repairs for our clients.",
      `Skills development remains a priority. Our learnership programme brought 24 unemployed young graduates into claims, underwriting and risk surveying roles in 2024, and 19 of them have since been permanently employed by the group or by brokers we work with. We also fund bursaries in actuarial science, engineering and quantity surveying, and support early childhood development centres near our offices. Brokers and clients who need a copy of our B-BBEE certificate for a tender or supplier registration can download it from our B-BBEE page or request it from ${site.email}.`,
    ],
  },
  {
    collection: "news-2025",
    slug: "in-syte-app-launch",
    title: "In-Syte becomes an app, with offline capture for sites with a weak signal",
    date: "2025-04-08",
    summary:
      "Our remote survey service now runs in its own app for Android and iPhone, storing full-resolution photographs until a connection is available.",
    image: {
      image: "scenes/surveyor",
      alt: "A risk surveyor holding a tablet in front of a factory building",
    },
    body: [
      `Since 2020, In-Syte has allowed our risk surveyors to inspect smaller commercial premises by live video, with the client walking the site on a smartphone while the surveyor directs the inspection. Until now, sessions ran through a link opened in the phone's web browser. From today, In-Syte has its own app for Android and iPhone, available free of charge from the Google Play Store and Apple App Store, and built around what clients and surveyors told us they needed.`,
      `"The most common frustration was the signal," said Werner Coetzee, Senior Risk Engineering Manager. "Warehouses with steel roofs, basements, cold rooms and farm buildings are exactly the places we need to see, and exactly the places where a video call drops. The app keeps the live conversation going at a lower resolution when the connection is poor, while it captures full-resolution photographs on the phone itself and uploads them automatically as soon as a connection is available."`,
      "The app also guides the client through the session. Before the call, it shows a short checklist of what the surveyor will want to see, such as the electrical distribution board, fire extinguishers and hose reels, the alarm panel, the roof and any storage of flammable liquids, so the client can unlock doors and find keys in advance. During the call, the surveyor can mark up a photograph to point out a problem, and every photograph is stamped with the date, time and location, which gives underwriters the same confidence as a site visit.",
      `Charlene Jacobs, Surveying Manager, said that the first clients to use the app in a pilot with twelve brokers completed their sessions in an average of 35 minutes, about a quarter faster than before. "Because the photographs arrive at full resolution, our surveyors can finish the report straight after the call. Most reports now reach the broker within two working days, against our standard of three."`,
      "The app asks for access to the phone's camera, microphone and location only while a session is in progress, and it does not store the recording or photographs in the phone's own gallery. Images and recordings are encrypted in transit and at rest, are used only for the survey and the underwriting of the policy, and are kept in line with our privacy notice and POPIA.",
      "Brokers continue to book In-Syte sessions for qualifying clients through the broker risk management portal. The client receives an SMS with a link to download the app and a one-time session code. Clients who prefer not to install the app can still join a session through their browser.",
    ],
  },
  {
    collection: "news-2025",
    slug: "new-durban-office-umhlanga-ridge",
    title: "Our Durban team moves to a larger office on Umhlanga Ridge",
    date: "2025-02-17",
    summary:
      "Our KwaZulu-Natal team has moved to Ridgeside Office Park, with room for a larger claims team, a broker training room and backup power and water.",
    image: {
      image: "offices/durban",
      alt: "A low-rise office park on Umhlanga Ridge with palm trees and the sea beyond",
    },
    body: [
      `From Monday 17 February 2025, ${site.name}'s Durban office is at Ridgeside Office Park, 21 Richefond Circle, Umhlanga Ridge. The team, which serves brokers and clients in KwaZulu-Natal and Mpumalanga, has outgrown its previous office in Durban North. Our telephone number, ${site.phone}, and all e-mail addresses stay the same.`,
      `"When we opened in Durban in 2012 there were nine of us," said Yusuf Cassim, Coastal Regional Manager. "Today there are 34 people in the team, including underwriters, claims handlers, assessors and risk surveyors, and the region's commercial, agricultural and fleet business has more than doubled in five years. The new office gives us space to grow and, just as importantly, a place where brokers can come to meet our underwriters and train with us."`,
      "The April 2022 floods shaped the choice of building. The office park lies well above the flood line, and the building has a standby generator, a solar installation with battery storage and a water storage tank, so that our claims team can keep working through load reduction, municipal water outages and the kind of severe weather that generates the most claims. During the 2022 floods, many of our own staff were cut off from the old office for days, and we did not want to be in that position again.",
      "The new office includes a training room for 40 people, which we will use for CPD sessions and risk engineering workshops for brokers, and a dedicated studio from which our surveyors run In-Syte remote surveys. The building is fully accessible, with level access from the parking area and a lift to all floors, and there is visitor parking on site.",
      `The office is open Monday to Friday from 08:00 to 16:30, and our claims line on ${site.claimsEmergencyPhone} remains open 24 hours a day. Brokers who would like to visit, or to book the training room for a session with their own clients, can contact our Durban team through the switchboard.`,
    ],
  },
];
