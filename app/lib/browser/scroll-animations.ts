/**
 * Scroll animations (docs/specification.md, “Behaviour”): elements marked with
 * data-animate="fade | fade-in-left | fade-in-right | fade-in | parallax".
 * Set up once per completed route change; returns a clean-up function.
 */
/** How far a parallax element drifts per pixel scrolled. */
const PARALLAX_RATE = 0.15;

export function setUpScrollAnimations(root: ParentNode = document): () => void {
  if (typeof window === "undefined" || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    return () => {};
  }
  const elements = Array.from(root.querySelectorAll<HTMLElement>("[data-animate]"));
  const reveal = elements.filter((el) => el.dataset.animate !== "parallax");
  const parallax = elements.filter((el) => el.dataset.animate === "parallax");

  // Only what starts below the fold waits to be revealed; what the visitor
  // already sees is never hidden.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          entry.target.classList.remove("anim-pending");
          observer.unobserve(entry.target);
        }
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  for (const el of reveal) {
    if (el.getBoundingClientRect().top > window.innerHeight) {
      el.classList.add("anim-pending");
      observer.observe(el);
    }
  }

  let frame = 0;
  const onScroll = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      for (const el of parallax) {
        const rect = el.getBoundingClientRect();
        const fromCentre = rect.top + rect.height / 2 - window.innerHeight / 2;
        el.style.setProperty("--parallax-offset", `${(-fromCentre * PARALLAX_RATE).toFixed(1)}px`);
      }
    });
  };
  if (parallax.length > 0) {
    window.addEventListener("scroll", onScroll, { passive: true });
    onScroll();
  }

  return () => {
    observer.disconnect();
    window.removeEventListener("scroll", onScroll);
    cancelAnimationFrame(frame);
    for (const el of reveal) el.classList.remove("anim-pending");
  };
}
