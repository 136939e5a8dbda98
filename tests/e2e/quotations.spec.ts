import { readFileSync } from "node:fs";

import type { Browser, Page } from "@playwright/test";

import { site } from "#app/config/site.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { periodOfCover } from "#app/quotes/workflow.ts";
import { findProgramme } from "#app/programmes/index.ts";
import { renewalDaysLeft } from "#app/quotes/renewal.ts";
import { E2E_PASSWORD, E2E_STAFF_EMAIL, E2E_UNDERWRITER_EMAIL, e2eEmail } from "./support/accounts.ts";
import { expect, expectNoAxeViolations, signInHere, test, waitForHydration } from "./support/fixtures.ts";
import { linkIn, waitForEmail } from "./support/mail.ts";
import { pdfPages, pdfText } from "#tests/fixtures/pdf-text.ts";
import { pdfDocument } from "#tests/fixtures/claim-files.ts";

/**
 * Quotations that reach underwriting and come back to the client: a client's
 * risk manager requests a quotation, underwriting hears of it by e-mail (a
 * local SMTP server catches every message), takes it up and sends a
 * quotation; the client is told, reads it, downloads its PDF and accepts;
 * underwriting binds it. And who may not see any of it.
 */

const byWidth = (name: string) => test.info().project.name === name;
const nbsp = "\u00a0";

/**
 * A browser of its own, signed in where `path` sends a visitor, and landed
 * back on `path`. Errors in its pages (a CSP violation, an uncaught
 * exception) go to `errors`, for the test to check as the fixtures do.
 */
async function signedIn(browser: Browser, path: string, email: string, errors?: string[]): Promise<Page> {
  const { baseURL, viewport, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  // Like every test's own page (support/fixtures.ts): a visitor who has already declined analytics.
  await context.addInitScript(() => {
    if (window === window.top && !localStorage.getItem("kopano-consent")) {
      localStorage.setItem(
        "kopano-consent",
        JSON.stringify({ version: 1, analytics: false, at: new Date().toISOString() }),
      );
    }
  });
  const page = await context.newPage();
  if (errors) {
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
  }
  await page.goto(path);
  await signInHere(page, email, E2E_PASSWORD);
  await expect(page).toHaveURL(path);
  return page;
}

/** Whether React has hydrated the page (its first pageview is pushed from an effect). */
function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "pageview"),
  );
}

/** Requests a quotation from a quote page the page is on; returns its reference. */
async function requestQuote(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Request this quote" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Quote request received" });
  await expect(confirmation).toBeVisible();
  return (await confirmation.locator("strong").textContent())!;
}

test.describe("quotations", () => {
  // Two browsers, an inbox and scrypt at each sign-in.
  test.describe.configure({ timeout: 150_000 });

  test("a request goes to underwriting, comes back as a quotation, is accepted and bound", async ({ browser }) => {
    test.skip(!byWidth("desktop"), "the story once; the phone's pages are checked below");
    const clientEmail = e2eEmail("mining");
    const errors: string[] = [];

    // The client's risk manager opens the overview: from 90 days before the renewal date it invites a renewal
    // quotation request (worked out from today's date, so the test holds whichever side of that date it runs).
    const client = await signedIn(browser, "/NMI/overview", clientEmail, errors);
    const due = renewalDaysLeft(findProgramme("NMI")!.details.renewalDate, southAfricanDay(new Date())) !== undefined;
    const notice = client.getByRole("region", { name: /Your renewal is on/ });
    if (due) {
      await expect(notice).toBeVisible();
      await expectNoAxeViolations(client);
      await notice.getByRole("link", { name: "Request your renewal quotation" }).click();
      await expect(client).toHaveURL("/NMI/quote?renewal=yes");
      await expect(client.getByText("You are asking for your renewal quotation")).toBeVisible();
    } else {
      await expect(notice).toHaveCount(0);
      await client.goto("/NMI/quote");
    }
    const reference = await requestQuote(client);
    expect(reference).toMatch(/^Q-NMI-/);

    // Underwriting's mailbox hears of it: the reference and a link, no figures.
    const news = await waitForEmail(site.underwritingEmail, new RegExp(reference));
    expect(news.subject).toBe(`New ${due ? "renewal " : ""}quotation request ${reference} (NMI)`);
    // The client by their account's name (made without one, it is their address's first part), not their address.
    expect(news.body).toContain(`${clientEmail.split("@")[0]} of NMI has asked`);
    expect(news.body).not.toContain(clientEmail);
    expect(news.body).not.toMatch(/\bR\d/); // an amount; a reference such as Q-NMI-MR9Q7U may hold "R9"
    const deskPath = linkIn(news);
    expect(deskPath).toBe(`/staff/quotes/${reference}`);

    // An underwriter opens it from the e-mail, signs in, and finds the request with the figures to judge it by.
    const desk = await signedIn(browser, deskPath, E2E_UNDERWRITER_EMAIL, errors);
    await expect(desk.getByRole("heading", { name: `Quotation request ${reference}` })).toBeVisible();
    await expect(desk.getByText(clientEmail).first()).toBeVisible();
    await expect(desk.getByRole("heading", { name: "The calculator on this schedule" })).toBeVisible();
    await expect(desk.getByRole("heading", { name: "Claims history" })).toBeVisible();
    await expectNoAxeViolations(desk);

    // It is in the queue, waiting, oldest first.
    await desk.goto("/staff/quotes?programme=NMI&state=requested");
    await expect(desk.getByRole("row", { name: new RegExp(reference) })).toContainText("Requested");
    await expectNoAxeViolations(desk);
    await desk.getByRole("link", { name: reference }).click();

    await desk.getByRole("button", { name: "Take it up" }).click();
    await expect(desk.getByRole("main").getByRole("status")).toContainText(`You have taken up ${reference}`);

    // First a question for the client, answered on their request page.
    await desk.getByLabel("Question").fill("Is fire suppression fitted on every haul truck?");
    await desk.getByRole("button", { name: "Ask the client" }).click();
    await expect(desk.getByRole("main").getByRole("status")).toContainText("Your question is with the client");
    const asked = await waitForEmail(clientEmail, new RegExp(`A question about your quotation request ${reference}`));
    await client.goto(linkIn(asked));
    await expect(
      client.getByRole("region", { name: "Our underwriters ask" }).getByText("Is fire suppression fitted"),
    ).toBeVisible();
    await expectNoAxeViolations(client);
    await client.getByLabel("Your answer").fill("Yes, on all twelve, serviced in October.");
    await client.getByRole("button", { name: "Send your answer" }).click();
    await expect(client.getByRole("main").getByRole("status")).toContainText("your answer is with our underwriters");
    await waitForEmail(site.underwritingEmail, new RegExp(`Answer on quotation request ${reference}`));

    // An internal note stays on the desk.
    await desk.goto(deskPath);
    await desk.getByLabel("Note", { exact: true }).fill("Broker expects six more trucks in March.");
    await desk.getByRole("button", { name: "Add the note" }).click();
    await expect(desk.getByRole("main").getByRole("status")).toContainText("Note added");

    // A quotation without any premium is refused beside the first tier; with two it offers both side by side.
    await desk.getByLabel("Conditions").fill("Fire suppression fitted and serviced on every haul truck.");
    await desk.getByRole("button", { name: "Send the quotation" }).click();
    await expect(desk.getByText("Give the premium of at least one tier to offer it.")).toBeVisible();
    await expect(desk.getByLabel("Conditions")).toHaveValue(
      "Fire suppression fitted and serviced on every haul truck.",
    );
    await desk.getByLabel(/^Flat 500K \(/).fill("2 750 000");
    await desk.getByLabel(/^Flat 1M \(/).fill("2 400 000");
    await desk.getByRole("button", { name: "Send the quotation" }).click();
    await expect(desk.getByRole("main").getByRole("status")).toContainText(
      `Quotation sent: Flat 500K R2${nbsp}750${nbsp}000.00; Flat 1M R2${nbsp}400${nbsp}000.00 a year`,
    );
    await expectNoAxeViolations(desk);
    const told = await waitForEmail(clientEmail, new RegExp(`Your quotation ${reference} is ready`));
    expect(told.body).not.toMatch(/\bR\d/);

    // The form shows the premiums sent grouped as people write them; nonsense is refused, what was typed kept.
    const flat1m = desk.getByLabel(/^Flat 1M \(/);
    await expect(flat1m).toHaveValue("2 400 000");
    await flat1m.fill("two million");
    await desk.getByRole("button", { name: "Send a revised quotation" }).click();
    await expect(desk.getByText("“two million” is not an amount in rand").first()).toBeVisible();
    await expect(flat1m).toHaveValue("two million");

    // Underwriting revises it: version 2 replaces version 1, which the desk keeps.
    await flat1m.fill("R2,350,000.00");
    await desk.getByRole("button", { name: "Send a revised quotation" }).click();
    await expect(desk.getByRole("main").getByRole("status")).toContainText("Quotation revised: version 2");
    await expect(desk.getByRole("heading", { name: "Earlier versions" })).toBeVisible();
    await expect(desk.getByText(/Version 1, sent .*Flat 1M R2\u00a0400\u00a0000\.00/)).toBeVisible();
    const revised = await waitForEmail(clientEmail, new RegExp(`Your quotation ${reference} has been revised`));

    // An approver (the client's user is one) finds it waiting on the overview (issue 35).
    await client.goto("/NMI/overview");
    await expect(client.getByRole("region", { name: "Waiting for your approval" })).toContainText(
      `Quotation ${reference}`,
    );

    // The client reads the latest version, both options side by side, and not the internal note.
    await client.goto(linkIn(revised));
    await expect(client.getByRole("heading", { name: "The quotation, version 2" })).toBeVisible();
    await expect(client.getByText(`R2${nbsp}350${nbsp}000.00`).first()).toBeVisible();
    await expect(client.getByText(`R2${nbsp}400${nbsp}000.00`)).toHaveCount(0);
    await expect(client.getByText("Broker expects six more trucks")).toHaveCount(0);
    await expectNoAxeViolations(client);

    // The PDF, downloaded as a person would: a formal offer of both options, dates in words.
    const [download] = await Promise.all([
      client.waitForEvent("download"),
      client.getByRole("link", { name: `Download the quotation ${reference} (PDF)` }).click(),
    ]);
    const text = pdfText(readFileSync((await download.path())!));
    expect(text).toContain(reference);
    expect(text).toContain("Premium, Flat 1M");
    expect(text).toContain(`R2${nbsp}350${nbsp}000.00`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // The client accepts the Flat 1M option: asked once more, then underwriting is told.
    await client.getByRole("radio", { name: /^Flat 1M/ }).check();
    await client.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(client.getByRole("alert")).toContainText(`Accept quotation ${reference}, option Flat 1M`);
    await expectNoAxeViolations(client);
    // The declaration (issue 28): disclosure, authority, and the name on the account typed as a signature.
    await client.getByLabel(/I have disclosed every fact material/).check();
    await client.getByLabel(/I am authorised to accept this quotation/).check();
    await client.getByLabel("Your full name, as your signature").fill("e2e.mining");
    await client.getByRole("button", { name: "Yes, accept the quotation" }).click();
    await expect(client.getByRole("main").getByRole("status")).toContainText(
      `You have accepted quotation ${reference}, option Flat 1M`,
    );
    const accepted = await waitForEmail(site.underwritingEmail, new RegExp(`${reference} accepted`));
    expect(accepted.body).toContain("option Flat 1M");
    expect(linkIn(accepted)).toBe(deskPath);

    // Underwriting binds it from today: a year of cover, told to the client.
    const today = southAfricanDay(new Date());
    const cover = periodOfCover(today);
    await desk.goto(deskPath);
    await desk.getByLabel("Policy number").fill("KRG-NMI-0412-2027");
    await desk.getByLabel("Cover starts on").fill(today);
    await desk.getByRole("button", { name: "Mark it bound" }).click();
    await expect(desk.getByRole("main").getByRole("status")).toContainText(
      `bound under policy number KRG-NMI-0412-2027, cover from ${formatDate(cover.from)} to ${formatDate(cover.to)}`,
    );
    await waitForEmail(clientEmail, new RegExp(`Cover confirmed: ${reference}`));

    // Both download the confirmation of cover: the option bound, the policy number and the period of cover.
    for (const page of [desk, client]) {
      if (page === client) await client.reload();
      const [confirmation] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download the confirmation of cover (PDF)" }).click(),
      ]);
      const confirmed = pdfText(readFileSync((await confirmation.path())!));
      expect(confirmed).toContain("Confirmation of cover");
      expect(confirmed).toContain("KRG-NMI-0412-2027");
      expect(confirmed).toContain(`From ${formatDate(cover.from)} to ${formatDate(cover.to)}, both days included.`);
      expect(confirmed).toContain("option Flat 1M");
    }
    await expectNoAxeViolations(desk);
    await expectNoAxeViolations(client);
    const timeline = client.getByRole("region", { name: "Timeline" });
    for (const step of [
      "Requested",
      "Taken up by underwriting",
      "More information asked for",
      "Answered by the client",
      "Quotation sent",
      "Quotation revised",
      "Accepted by the client",
      "Bound",
    ]) {
      await expect(timeline.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(timeline.getByText("Internal note")).toHaveCount(0);
    await expect(client.getByText("KRG-NMI-0412-2027").first()).toBeVisible();
    expect(errors, "errors in the pages").toEqual([]);
    await client.context().close();
    await desk.context().close();
  });

  test("an underwriter owns the request, the client sees their name and attaches a PDF, the owner downloads it", async ({
    browser,
  }) => {
    test.skip(!byWidth("desktop"), "no layout of its own: the phone check below reads the same pages");
    const clientEmail = e2eEmail("mining");
    const client = await signedIn(browser, "/NMI/quote", clientEmail);
    const reference = await requestQuote(client);
    const deskPath = `/staff/quotes/${reference}`;

    const desk = await signedIn(browser, deskPath, E2E_UNDERWRITER_EMAIL);
    const owner = desk.getByRole("region", { name: "Owner" });
    await expect(owner).toContainText("Nobody owns this request");
    await owner.getByLabel("Assign to").selectOption({ label: "Sipho Underwriter" });
    await owner.getByRole("button", { name: "Assign" }).click();
    await expect(owner.getByRole("status")).toContainText("You are now this request's owner");
    await expect(desk.getByRole("region", { name: "Timeline" })).toContainText("Now with Sipho Underwriter");
    await expectNoAxeViolations(desk);
    await desk.goto("/staff/quotes?owner=me");
    await expect(desk.getByRole("row", { name: new RegExp(reference) })).toContainText("Sipho Underwriter");

    // The client reads the owner's name, not an address, and attaches a PDF without any script's help.
    await client.goto(`/NMI/requests/${reference}`);
    await expect(client.getByText("Your underwriter: Sipho Underwriter.")).toBeVisible();
    await expect(client.getByText(E2E_UNDERWRITER_EMAIL)).toHaveCount(0);
    await client.getByLabel("Add PDFs for our underwriters").setInputFiles({
      name: "financials.pdf",
      mimeType: "application/pdf",
      buffer: await pdfDocument(),
    });
    await client.getByRole("button", { name: "Add the documents" }).click();
    await expect(client.getByRole("main").getByRole("status")).toContainText("your PDF is with our underwriters");
    await expect(client.getByRole("link", { name: "financials.pdf" })).toBeVisible();

    // The owner, not the shared mailbox, is e-mailed; the PDF downloads from the desk as sent.
    const told = await waitForEmail(
      E2E_UNDERWRITER_EMAIL,
      new RegExp(`Documents added to quotation request ${reference}`),
    );
    expect(linkIn(told)).toBe(deskPath);
    await desk.goto(deskPath);
    const [download] = await Promise.all([
      desk.waitForEvent("download"),
      desk.getByRole("link", { name: "financials.pdf" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("financials.pdf");
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await client.context().close();
    await desk.context().close();
  });

  // The Reason is typed the moment "Quotation sent" shows: the desk shows a step's answer only with the state it led
  // to, and holds the forms of the state before until then (app/components/quotes/desk/step-form.tsx).
  test("a withdrawn quotation reads as withdrawn everywhere: its page, its PDF's first page, the documents list (issue 35)", async ({
    browser,
  }) => {
    test.skip(!byWidth("desktop"), "no layout of its own");
    const client = await signedIn(browser, "/Massmart/quote", e2eEmail("wholesale"));
    const reference = await requestQuote(client);
    const deskPath = `/staff/quotes/${reference}`;
    const desk = await signedIn(browser, deskPath, E2E_UNDERWRITER_EMAIL);
    await desk.getByRole("button", { name: "Take it up" }).click();
    await expect(desk.getByRole("main").getByRole("status")).toContainText(`You have taken up ${reference}`);
    await desk
      .getByRole("group", { name: "Premium of each tier offered" })
      .getByRole("textbox")
      .first()
      .fill("900 000");
    // Two lines, as a form sends them: the PDF prints them with no stray character at the break.
    await desk.getByLabel("Conditions").fill("Alarms monitored at every store.\nA survey within 60 days.");
    await desk.getByRole("button", { name: "Send the quotation" }).click();
    await expect(desk.getByRole("main").getByRole("status")).toContainText("Quotation sent");
    await desk.getByLabel("Reason").fill("The schedule omitted the Cape Town distribution centre.");
    await desk.getByRole("button", { name: "Withdraw the quotation" }).click();
    await expect(desk.getByRole("main").getByRole("status")).toContainText(`Quotation ${reference} is withdrawn`);
    const today = formatDate(southAfricanDay(new Date()));

    // The client's page: withdrawn, when, and no "Valid until", no Accept.
    await client.goto(`/Massmart/requests/${reference}`);
    const main = client.getByRole("main");
    await expect(main).toContainText(`Withdrawn on ${today}: it can no longer be accepted.`);
    await expect(main).not.toContainText("Valid until");
    await expect(main).not.toContainText("will be named here");
    await expect(client.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);

    // Its PDF says so on the first page and offers no acceptance.
    const [download] = await Promise.all([
      client.waitForEvent("download"),
      client.getByRole("link", { name: `Download the quotation ${reference} (PDF)` }).click(),
    ]);
    const pdf = readFileSync((await download.path())!);
    const [first] = pdfPages(pdf);
    expect(first).toContain(`Withdrawn on ${today}: this quotation can no longer be accepted.`);
    const text = pdfText(pdf);
    expect(text).not.toContain("How to accept");
    expect(text).toContain("Alarms monitored at every store. A survey within 60 days.");
    expect(text).not.toMatch(/[\r\u00d0]/);

    // The documents list gives its standing.
    await client.goto("/Massmart/documents");
    await expect(client.getByRole("row", { name: new RegExp(`Quotation ${reference}`) })).toContainText(
      `Withdrawn on ${today}`,
    );
    await client.context().close();
    await desk.context().close();
  });

  test("every form on the desk keeps what is typed: before its script arrives, and after another form was sent (issue 35)", async ({
    browser,
  }) => {
    test.skip(!byWidth("desktop"), "the desk's forms once; nothing here depends on the width");
    const client = await signedIn(browser, "/Massmart/quote", e2eEmail("wholesale"));
    const reference = await requestQuote(client);
    await client.context().close();
    const deskPath = `/staff/quotes/${reference}`;
    const desk = await signedIn(browser, deskPath, E2E_UNDERWRITER_EMAIL);
    const status = desk.getByRole("main").getByRole("status");
    await desk.getByRole("button", { name: "Take it up" }).click();
    await expect(status).toContainText(`You have taken up ${reference}`);

    // The desk opened again on a slow connection: every form of the state is filled in before its script arrives.
    const fields = {
      premium: desk.getByRole("group", { name: "Premium of each tier offered" }).getByRole("textbox").first(),
      conditions: desk.getByLabel("Conditions"),
      question: desk.getByLabel("Question"),
      reason: desk.getByLabel("Reason"),
      note: desk.getByLabel("Note", { exact: true }),
    };
    const typed = {
      premium: "1 100 000",
      conditions: "Alarms monitored at every store.\nA survey of the Midrand depot within 60 days.",
      question: "Which stores have sprinklers?",
      reason: "Not yet: typed to be kept, never sent.",
      note: "Broker called about the survey.",
    };
    // The desk's scripts are held until everything is typed (an event, not a fixed time: a slow machine cannot let
    // them in half-way through the typing, and a fast one does not wait).
    let release!: () => void;
    const typedAll = new Promise<void>((resolve) => (release = resolve));
    await desk.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
      await typedAll;
      await route.continue();
    });
    await desk.goto(deskPath, { waitUntil: "commit" });
    for (const [name, value] of Object.entries(typed)) await fields[name as keyof typeof fields].fill(value);
    expect(await hydrated(desk), "the desk hydrated before everything was typed").toBe(false);
    release();
    await waitForHydration(desk);
    await desk.unrouteAll({ behavior: "ignoreErrors" });
    const kept = async (except: (keyof typeof typed)[] = []) => {
      for (const [name, value] of Object.entries(typed)) {
        if (!except.includes(name as keyof typeof typed)) {
          await expect(fields[name as keyof typeof fields], name).toHaveValue(value);
        }
      }
    };
    await kept();

    // Another form on the page is sent (the note): the page's data comes again, every other form keeps its text.
    await desk.getByRole("button", { name: "Add the note" }).click();
    await expect(status).toContainText("Note added");
    await kept(["note"]);

    // A step is sent (the quotation, with the conditions typed before the script) while the page's data is slow to
    // come again, as on a busy server: its answer shows with the state it led to, so what is typed next goes into a
    // form of that state (Withdraw's Reason), never into one about to go (Decline's).
    await desk.route(/\.data(\?.*)?$/, async (route) => {
      if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await desk.getByRole("button", { name: "Send the quotation" }).click();
    await expect(status).toContainText("Quotation sent");
    await desk.getByLabel("Reason").fill("Typed the moment the quotation was sent.");
    await expect(desk.getByRole("button", { name: "Withdraw the quotation" })).toBeVisible();
    await desk.unrouteAll({ behavior: "ignoreErrors" });
    const quotation = desk.getByRole("region", { name: "The quotation", exact: true });
    await expect(quotation).toContainText("A survey of the Midrand depot within 60 days.");
    // The revision's form starts from what was sent; the state's own forms are there to type in at once.
    await expect(fields.conditions).toHaveValue(typed.conditions);
    await expect(desk.getByLabel("Reason")).toHaveValue("Typed the moment the quotation was sent.");
    await desk.getByLabel("Note", { exact: true }).fill("A second note.");
    await desk.getByRole("button", { name: "Add the note" }).click();
    await expect(status).toContainText("Note added");
    await expect(desk.getByLabel("Reason")).toHaveValue("Typed the moment the quotation was sent.");
    await desk.context().close();
  });

  test("an overdue renewal is bound from its renewal date with the reason; renewal date, policy number and period agree on every page and document (issue 35)", async ({
    browser,
  }) => {
    test.skip(!byWidth("desktop"), "no layout of its own");
    // Truworths renewed on 1 July: overdue on any day this suite runs until a renewal is bound (which moves it on).
    const renewalDate = findProgramme("Truworths")!.details.renewalDate;
    const today = southAfricanDay(new Date());
    expect(renewalDate < today, "Truworths' renewal date in its data has passed").toBe(true);
    const cover = periodOfCover(renewalDate);
    const nextRenewal = southAfricanDay(new Date(Date.parse(`${cover.to}T12:00:00Z`) + 86_400_000));
    const policyNumber = "KRG-TRU-0522-2026";
    const clientEmail = e2eEmail("retail-clothing");
    const client = await signedIn(browser, "/Truworths/overview", clientEmail);
    const overdue = client.getByRole("region", { name: /^Renewal overdue/ });
    await expect(overdue).toContainText(`due to renew on ${formatDate(renewalDate)}`);
    await overdue.getByRole("link", { name: "Request your renewal quotation" }).click();
    await expect(client).toHaveURL("/Truworths/quote?renewal=yes");
    const reference = await requestQuote(client);
    const deskPath = `/staff/quotes/${reference}`;
    const desk = await signedIn(browser, deskPath, E2E_UNDERWRITER_EMAIL);
    const status = desk.getByRole("main").getByRole("status");
    await desk.getByRole("button", { name: "Take it up" }).click();
    await expect(status).toContainText(`You have taken up ${reference}`);
    await desk
      .getByRole("group", { name: "Premium of each tier offered" })
      .getByRole("textbox")
      .first()
      .fill("1 800 000");
    await desk
      .getByLabel("Conditions")
      .fill("Alarm certificates for every store.\nA survey of the Cape Town distribution centre.");
    await desk.getByRole("button", { name: "Send the quotation" }).click();
    await expect(status).toContainText("Quotation sent");
    // Each line is a condition tracked on the desk: the first met, the second given the day it is due.
    const due = southAfricanDay(new Date(Date.now() + 30 * 86_400_000));
    await desk.getByLabel("Condition 1: where it stands").selectOption("met");
    await desk.getByRole("button", { name: "Save condition 1" }).click();
    await expect(status).toContainText("Condition 1 is met.");
    await desk.getByLabel("Condition 2: due by").fill(due);
    await desk.getByRole("button", { name: "Save condition 2" }).click();
    await expect(status).toContainText(`Condition 2 is outstanding, due by ${formatDate(due)}.`);

    // The client's approver accepts it with the declaration.
    await client.goto(`/Truworths/requests/${reference}`);
    await client.getByRole("button", { name: "Accept", exact: true }).click();
    await client.getByLabel(/I have disclosed every fact material/).check();
    await client.getByLabel(/I am authorised to accept this quotation/).check();
    await client.getByLabel("Your full name, as your signature").fill(clientEmail.split("@")[0]!);
    await client.getByRole("button", { name: "Yes, accept the quotation" }).click();
    await expect(client.getByRole("main").getByRole("status")).toContainText(
      `You have accepted quotation ${reference}`,
    );

    // The desk offers the renewal date, not today; earlier is refused, and so is a back-dating without its reason.
    await desk.goto(deskPath);
    const starts = desk.getByLabel("Cover starts on");
    await expect(starts).toHaveValue(renewalDate);
    await expect(desk.getByText(`cover may start from its renewal date, ${formatDate(renewalDate)}`)).toBeVisible();
    await desk.getByLabel("Policy number").fill(policyNumber);
    await starts.fill(southAfricanDay(new Date(Date.parse(`${renewalDate}T12:00:00Z`) - 86_400_000)));
    await desk.getByRole("button", { name: "Mark it bound" }).click();
    await expect(desk.getByRole("alert").filter({ hasText: "Give the day cover starts" })).toContainText(
      `from ${formatDate(renewalDate)}, the renewal date`,
    );
    await starts.fill(renewalDate);
    await desk.getByRole("button", { name: "Mark it bound" }).click();
    await expect(desk.getByRole("alert").filter({ hasText: "Say why cover starts before today" })).toBeVisible();
    const reason = "Held covered from the renewal date by the broker's letter of 28 June.";
    await desk.getByLabel("Why cover starts before today").fill(reason);
    await desk.getByRole("button", { name: "Mark it bound" }).click();
    await expect(status).toContainText(
      `bound under policy number ${policyNumber}, cover from ${formatDate(cover.from)} to ${formatDate(cover.to)}`,
    );
    // The reason is recorded with the binding, on the desk's timeline.
    await expect(desk.getByRole("region", { name: "Timeline" })).toContainText(
      `back-dated to the renewal date: ${reason}`,
    );

    // The client's pages and documents agree: the policy number, the period and the renewal the day after it ends.
    const period = `${formatDate(cover.from)} to ${formatDate(cover.to)}`;
    await client.goto(`/Truworths/requests/${reference}`);
    await expect(client.getByRole("main")).toContainText(
      `Cover is bound under policy number ${policyNumber}, from ${period}.`,
    );
    await client.goto("/Truworths/overview");
    const facts = client.getByRole("main");
    await expect(facts).toContainText(`Policy number${policyNumber}`);
    await expect(facts).toContainText(`Period of cover${period}`);
    await expect(facts).toContainText(`Renewal date${formatDate(nextRenewal)}`);
    await expect(client.getByRole("region", { name: /^Renewal overdue/ })).toHaveCount(0);
    await client.goto("/Truworths/documents");
    await expect(
      client.getByRole("row", { name: new RegExp(`Confirmation of cover ${reference}, policy ${policyNumber}`) }),
    ).toContainText(`until ${formatDate(cover.to)}`);
    await client.goto(`/Truworths/requests/${reference}`);
    const standing = client.getByRole("region", { name: "Where the conditions stand" });
    await expect(standing).toContainText(`Alarm certificates for every store. Met on ${formatDate(today)}.`);
    await expect(standing).toContainText(`Outstanding, due by ${formatDate(due)}.`);
    const [download] = await Promise.all([
      client.waitForEvent("download"),
      client.getByRole("link", { name: "Download the confirmation of cover (PDF)" }).click(),
    ]);
    const confirmed = pdfText(readFileSync((await download.path())!));
    expect(confirmed).toContain(policyNumber);
    expect(confirmed).toContain(`From ${period}, both days included.`);
    // What the cover still depends on is listed as outstanding; what was met is not.
    expect(confirmed).toContain(
      `This condition is not yet met: 1. A survey of the Cape Town distribution centre (due by ${formatDate(due)}).`,
    );
    await client.context().close();
    await desk.context().close();
  });

  test("the client's pages and the desk's queue read well on a phone", async ({ browser }) => {
    test.skip(!byWidth("phone"), "the desktop walk-through checks them at 1280");
    const client = await signedIn(browser, "/Massmart/quote", e2eEmail("wholesale"));
    const reference = await requestQuote(client);
    await client.getByRole("link", { name: "Follow your request" }).click();
    await expect(client.getByRole("heading", { name: `Quotation request ${reference}` })).toBeVisible();
    await expect(client.getByRole("button", { name: "Add the documents" })).toBeVisible();
    await expectNoAxeViolations(client);
    await client.goto("/Massmart/requests");
    await expect(client.getByRole("link", { name: reference })).toBeVisible();
    await expectNoAxeViolations(client);
    await client.context().close();

    const desk = await signedIn(browser, "/staff/quotes?programme=Massmart", E2E_UNDERWRITER_EMAIL);
    await expect(desk.getByRole("link", { name: reference })).toBeVisible();
    await expectNoAxeViolations(desk);
    await desk.context().close();
  });

  test("nobody else sees a request: another programme, a visitor, staff without the role, the PDF signed out", async ({
    browser,
    playwright,
  }) => {
    test.skip(!byWidth("desktop"), "no layout involved");
    const owner = await signedIn(browser, "/NMI/quote", e2eEmail("mining"));
    const reference = await requestQuote(owner);
    const own = `/NMI/requests/${reference}`;
    await expect((await owner.request.get(own)).status()).toBe(200);
    await owner.context().close();

    // A visitor signed in nowhere is sent to sign in, for the pages and the PDF alike.
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    for (const path of ["/NMI/requests", own, `${own}/quotation.pdf`]) {
      const answer = await anonymous.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers().location, path).toMatch(/^\/NMI\/sign-in\?redirectTo=/);
    }
    const staffAnswer = await anonymous.get(`/staff/quotes/${reference}`, { maxRedirects: 0 });
    expect(staffAnswer.headers().location).toMatch(/^\/staff\/sign-in\?redirectTo=/);
    await anonymous.dispose();

    // Another programme's user is a stranger to NMI's pages, and finds nothing under their own programme either.
    const other = await signedIn(browser, "/Pepkor/requests", e2eEmail("discount-retail"));
    await expect(other.getByText(reference)).toHaveCount(0);
    const stranger = await other.request.get(own, { maxRedirects: 0 });
    expect(stranger.status()).toBe(302);
    expect(stranger.headers().location).toMatch(/^\/NMI\/sign-in/);
    const elsewhere = await other.goto(`/Pepkor/requests/${reference}`);
    expect(elsewhere!.status()).toBe(404);
    await expect(other.getByText(reference)).toHaveCount(0);
    await other.context().close();

    // A member of staff without the underwriter role is told the desk is not theirs; the data never shows.
    const staff = await signedIn(browser, "/staff", E2E_STAFF_EMAIL);
    for (const path of ["/staff/quotes", `/staff/quotes/${reference}`]) {
      const answer = await staff.goto(path);
      expect(answer!.status(), path).toBe(403);
      await expect(staff.getByRole("heading", { name: "This page is for staff" })).toBeVisible();
      await expect(staff.getByText(reference)).toHaveCount(0);
    }
    await expect(staff.getByRole("navigation", { name: "Back office" }).getByText("Quotations")).toHaveCount(0);
    await staff.context().close();
  });
});
