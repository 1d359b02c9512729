import { RapidOnboardingPage } from "../features/rapid-onboarding/components/rapid-onboarding-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /rapid-onboarding: signs a person in with a one-time link. */
export default defineParcel("mf_auth/RapidOnboardingPage", RapidOnboardingPage);
