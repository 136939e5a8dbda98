import { describe, expect, it } from "vitest";

import { endSessionEndpointOf, postLogoutRedirectUri, providerName, providerSignOutUrl } from "./provider-sign-out.ts";

describe("the provider's end-session endpoint", () => {
  it("is read from the discovery document", () => {
    const endpoint = endSessionEndpointOf({
      issuer: "https://login.example.com",
      end_session_endpoint: "https://login.example.com/oidc/logout?tenant=1",
    });
    expect(endpoint?.href).toBe("https://login.example.com/oidc/logout?tenant=1");
  });

  it("is missing when the provider advertises none, or something that is not a web address", () => {
    expect(endSessionEndpointOf({ issuer: "https://login.example.com" })).toBeUndefined();
    expect(endSessionEndpointOf({ end_session_endpoint: "not an address" })).toBeUndefined();
    expect(endSessionEndpointOf({ end_session_endpoint: "javascript:alert(1)" })).toBeUndefined();
    expect(endSessionEndpointOf({ end_session_endpoint: 42 })).toBeUndefined();
    expect(endSessionEndpointOf(null)).toBeUndefined();
    expect(endSessionEndpointOf("text")).toBeUndefined();
  });
});

describe("the address that ends the session at the provider", () => {
  const endpoint = new URL("https://login.example.com/oidc/logout?tenant=1");
  const back = "https://www.kopano.example/auth/signed-out";

  it("carries the sign-in's ID token, the way back and the state, keeping the endpoint's own parameters", () => {
    const url = new URL(
      providerSignOutUrl(endpoint, {
        idToken: "eyJ.a.b",
        clientId: "kopano",
        postLogoutRedirectUri: back,
        state: "s1",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://login.example.com/oidc/logout");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: "1",
      id_token_hint: "eyJ.a.b",
      post_logout_redirect_uri: back,
      state: "s1",
    });
  });

  it("names the client instead when no ID token was kept", () => {
    const url = new URL(
      providerSignOutUrl(endpoint, { idToken: undefined, clientId: "kopano", postLogoutRedirectUri: back, state: "s" }),
    );
    expect(url.searchParams.get("client_id")).toBe("kopano");
    expect(url.searchParams.has("id_token_hint")).toBe(false);
  });

  it("does not change the endpoint it was given", () => {
    providerSignOutUrl(endpoint, { idToken: "t", clientId: "c", postLogoutRedirectUri: back, state: "s" });
    expect(endpoint.href).toBe("https://login.example.com/oidc/logout?tenant=1");
  });
});

describe("the provider's name on the signed-out page", () => {
  it("is its issuer's host", () => {
    expect(providerName("https://login.microsoftonline.com/abc/v2.0")).toBe("login.microsoftonline.com");
    expect(providerName("http://127.0.0.1:3310")).toBe("127.0.0.1:3310");
  });
});

describe("the post-logout redirect URI", () => {
  it("is the site's signed-out page, whatever path the site address has", () => {
    expect(postLogoutRedirectUri("https://www.kopano.example/")).toBe("https://www.kopano.example/auth/signed-out");
    expect(postLogoutRedirectUri("http://localhost:3303/x")).toBe("http://localhost:3303/auth/signed-out");
  });
});
