import { useNavigation } from "react-router";

/**
 * A form's answer, shown only once the page has settled (issue 35, item 5). React Router hands a page its action's
 * answer as soon as it comes, and its loaders' data only once they have run again: for that moment an answer such
 * as "Moved to assessing" stood beside the forms of the state before. Shown with the data it changed, the answer
 * and the page agree.
 */
export function useSettledAnswer<T>(actionData: T): T | undefined {
  return useNavigation().state === "idle" ? actionData : undefined;
}
