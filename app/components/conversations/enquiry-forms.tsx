import "#app/styles/forms.css";
import "./conversations.css";
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useFetcher } from "react-router";
import { track } from "#app/components/analytics/track";
import { useOfflineSubmission } from "#app/components/offline/form-outbox-link";
import {
  CheckField,
  FormScope,
  FormStatus,
  Field as KitField,
  TextArea as KitTextArea,
  SelectField,
} from "#app/components/ui/form";
import {
  BUDGETS,
  CONTACT_SUBJECTS,
  type EnquiryResult,
  type EnquiryType,
  enquiryType,
  formObject,
  INTERESTS,
  nightsBetween,
  ROOM_TYPES,
  TRAVELLERS,
} from "#app/domain/conversation-fields";
import { useTranslation } from "#app/i18n/react";

type Values = Record<string, unknown>;

/** What the fields of one form show: the last answer's errors and values (or the defaults). */
type FieldState = { errors: Record<string, string>; values: Values };
const FieldStateContext = createContext<FieldState>({ errors: {}, values: {} });

function useFieldState(name: string) {
  const { errors, values } = useContext(FieldStateContext);
  const value = values[name];
  return { error: errors[name], value: typeof value === "string" ? value : undefined };
}

/**
 * The frame of every enquiry form: the type, the fields (which read the last
 * answer through FieldStateContext), the honeypot, the consent and the submit
 * button; the success message in place of the form once sent. Offline, the
 * enquiry waits in the outbox (decision 101) with every field kept, and the
 * form says so until the server has answered it.
 */
function EnquiryForm({
  type,
  initial,
  defaults = {},
  typeChoice,
  children,
}: {
  type: EnquiryType;
  initial?: EnquiryResult | null;
  /** Values to start from (a date chosen on the tour page). */
  defaults?: Values;
  /** Let the visitor choose among these types instead (the first is chosen at first). */
  typeChoice?: readonly EnquiryType[];
  children: ReactNode;
}) {
  const { t } = useTranslation("enquiries");
  const formKey = `enquiry-${type}`;
  const idPrefix = useId();
  const fetcher = useFetcher<EnquiryResult>({ key: formKey });
  const [result, setResult] = useState<EnquiryResult | null>(initial ?? null);
  const submitting = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  /** What the waiting enquiry holds, for the form to show again if the server refuses it. */
  const queued = useRef<Values>({});
  const outbox = useOfflineSubmission("enquiry", (outcome) => {
    const chosen = enquiryType(queued.current.type);
    setResult(
      outcome === "sent"
        ? { ok: true, type: chosen, message: t("status.sent") }
        : {
            ok: false,
            type: chosen,
            message: "",
            fieldErrors: {},
            values: queued.current,
            unreachable: true,
          },
    );
  });

  /** Queues the form when the browser is offline; says whether it did. */
  async function keepIfOffline(form: HTMLFormElement | null) {
    if (!form) return false;
    const data = new FormData(form);
    if (!(await outbox.keepIfOffline(data))) return false;
    queued.current = formObject(data);
    setResult(null);
    return true;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    outbox.replaceWaiting();
    if (navigator.onLine) return;
    // Offline the fetcher would fail (maybe before posting): the outbox keeps the enquiry instead.
    event.preventDefault();
    const form = event.currentTarget;
    void keepIfOffline(form).then((kept) => {
      if (!kept) fetcher.submit(form);
    });
  }

  // Once per answer; keepIfOffline reads only refs and state setters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keepIfOffline is a new function each render
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    // The connection went while sending: the enquiry waits for it to come back.
    if (!answer.ok && answer.unreachable && !navigator.onLine) {
      void keepIfOffline(formRef.current).then((kept) => {
        if (!kept) setResult(answer);
      });
      return;
    }
    if (answer.ok) track("generate_lead", { type: answer.type });
    setResult(answer);
  }, [fetcher.state, fetcher.data]);

  if (result?.ok) {
    return (
      <div className="enquiry-form">
        <FormStatus tone="success">{result.message}</FormStatus>
        <button type="button" className="btn btn-outline" onClick={() => setResult(null)}>
          {t("another")}
        </button>
      </div>
    );
  }
  const state: FieldState =
    result && !result.ok
      ? { errors: result.fieldErrors, values: result.values }
      : { errors: {}, values: defaults };
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/enquiry"
      className="enquiry-form"
      noValidate
      onSubmit={onSubmit}
    >
      {result && !result.ok ? (
        <FormStatus tone="error">
          {result.unreachable ? t("errors:contactFailed") : result.message}
        </FormStatus>
      ) : null}
      {outbox.waiting ? <FormStatus tone="info">{t("common:offlineForms.queued")}</FormStatus> : null}
      {typeChoice ? null : <input type="hidden" name="type" value={type} />}
      <FormScope.Provider value={{ variant: "site", idPrefix }}>
        <FieldStateContext.Provider value={state}>
          {typeChoice ? <TypeChoice name={`${formKey}-type`} choices={typeChoice} /> : null}
          {children}
          <div className="hp-field" aria-hidden="true">
            <label htmlFor={`${formKey}-website`}>{t("honeypot")}</label>
            <input id={`${formKey}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
          </div>
          <ConsentField id={`${formKey}-consent`} />
        </FieldStateContext.Provider>
      </FormScope.Provider>
      <div>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? t("sending") : t("send")}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** Radio buttons for the enquiry's type, e.g. this tour as it is, or a trip tailor-made around it. */
function TypeChoice({ name, choices }: { name: string; choices: readonly EnquiryType[] }) {
  const { t } = useTranslation("enquiries");
  const { value } = useFieldState("type");
  const chosen = choices.includes(value as EnquiryType) ? value : choices[0];
  return (
    <fieldset>
      <legend>{t("requestType.legend")}</legend>
      {choices.map((choice) => (
        <div key={choice} className="enquiry-form__check">
          <input
            id={`${name}-${choice}`}
            type="radio"
            name="type"
            value={choice}
            defaultChecked={choice === chosen}
          />
          <label htmlFor={`${name}-${choice}`}>{t(`requestType.${choice}`)}</label>
        </div>
      ))}
    </fieldset>
  );
}

function ConsentField({ id }: { id: string }) {
  const { t } = useTranslation("enquiries");
  const { error, value } = useFieldState("consent");
  return (
    <CheckField id={id} name="consent" label={t("consent")} error={error} defaultChecked={value === "on"} />
  );
}

/** An input of the kit, filled from the form's state. */
function Field({
  name,
  defaultValue,
  onValue,
  ...input
}: {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  min?: number;
  max?: number;
  defaultValue?: string;
  onValue?: (value: string) => void;
}) {
  const { error, value } = useFieldState(name);
  return (
    <KitField
      {...input}
      name={name}
      type={input.type ?? "text"}
      error={error}
      defaultValue={value ?? defaultValue}
      onChange={onValue ? (event) => onValue(event.target.value) : undefined}
    />
  );
}

/** A choice among `choices`, labelled by `labels.<choice>`; with `noPreference`, an empty first option. */
function Select({
  name,
  label,
  choices,
  labels,
  noPreference,
  required,
}: {
  name: string;
  label: string;
  choices: readonly string[];
  labels: "subjects" | "roomTypes" | "budgets";
  noPreference?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation("enquiries");
  const { error, value } = useFieldState(name);
  const options = choices.map((choice) => ({ value: choice, label: t(`${labels}.${choice}`) }));
  return (
    <SelectField
      name={name}
      label={label}
      required={required}
      error={error}
      defaultValue={value ?? ""}
      options={noPreference ? [{ value: "", label: t("noPreference") }, ...options] : options}
    />
  );
}

function TextArea({
  name,
  label,
  required,
  rows,
}: {
  name: string;
  label: string;
  required?: boolean;
  rows: number;
}) {
  const { error, value } = useFieldState(name);
  return (
    <KitTextArea
      name={name}
      label={label}
      required={required}
      rows={rows}
      error={error}
      defaultValue={value ?? ""}
    />
  );
}

/** Who is asking: a full name (or first and last name), the email and an optional phone. */
function ContactFields({ splitName = false }: { splitName?: boolean }) {
  const { t } = useTranslation("enquiries");
  return (
    <>
      {splitName ? (
        <>
          <Field name="firstName" label={t("fields.firstName")} required autoComplete="given-name" />
          <Field name="lastName" label={t("fields.lastName")} required autoComplete="family-name" />
        </>
      ) : (
        <Field name="fullName" label={t("fields.fullName")} required autoComplete="name" />
      )}
      <Field name="email" type="email" label={t("fields.email")} required autoComplete="email" />
      <Field name="phone" type="tel" label={t("fields.phoneOptional")} autoComplete="tel" />
    </>
  );
}

const FIRST_COUNT = { adults: "2", children: "0", infants: "0" } as const;

/** Adults and children (and infants), within the spec's bounds. */
function TravellerCounts({ infants = false }: { infants?: boolean }) {
  const { t } = useTranslation("enquiries");
  const kinds = infants ? (["adults", "children", "infants"] as const) : (["adults", "children"] as const);
  return kinds.map((kind) => (
    <Field
      key={kind}
      name={kind}
      type="number"
      label={t(`fields.${kind}`)}
      min={TRAVELLERS[kind].min}
      max={TRAVELLERS[kind].max}
      defaultValue={FIRST_COUNT[kind]}
    />
  ));
}

function InterestChecks() {
  const { t } = useTranslation("enquiries");
  const { interests } = useContext(FieldStateContext).values;
  const chosen: unknown[] = Array.isArray(interests) ? interests : [];
  return (
    <div className="enquiry-form__checks">
      {INTERESTS.map((interest) => (
        <label key={interest} className="enquiry-form__check">
          <input
            type="checkbox"
            name="interests"
            value={interest}
            defaultChecked={chosen.includes(interest)}
          />
          {t(`interests.${interest}`)}
        </label>
      ))}
    </div>
  );
}

/** /contact: name, email, optional phone, subject, message, consent. */
export function ContactForm({ initial }: { initial?: EnquiryResult | null }) {
  const { t } = useTranslation("enquiries");
  return (
    <EnquiryForm type="contact" initial={initial}>
      <div className="enquiry-form__grid">
        <ContactFields />
        <Select
          name="subject"
          label={t("fields.subject")}
          required
          choices={CONTACT_SUBJECTS}
          labels="subjects"
        />
      </div>
      <TextArea name="message" label={t("fields.message")} required rows={6} />
    </EnquiryForm>
  );
}

/** Accommodation pages: the spec's inquiry fields; the nights follow the dates. */
export function AccommodationInquiryForm({
  accommodationId,
  accommodationName,
  initial,
}: {
  accommodationId: number;
  accommodationName: string;
  initial?: EnquiryResult | null;
}) {
  const { t } = useTranslation("enquiries");
  const [checkIn, setCheckIn] = useState("");
  const [checkOut, setCheckOut] = useState("");
  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
  return (
    <EnquiryForm type="accommodation" initial={initial}>
      <input type="hidden" name="accommodationId" value={accommodationId} />
      <input type="hidden" name="accommodationName" value={accommodationName} />
      <div className="enquiry-form__grid">
        <ContactFields splitName />
        <Field name="checkIn" type="date" label={t("fields.checkIn")} required onValue={setCheckIn} />
        <Field name="checkOut" type="date" label={t("fields.checkOut")} required onValue={setCheckOut} />
        <TravellerCounts />
        <Select
          name="roomType"
          label={t("fields.roomType")}
          choices={ROOM_TYPES}
          labels="roomTypes"
          noPreference
        />
        <Field name="nationality" label={t("fields.nationality")} autoComplete="country-name" />
      </div>
      {nights > 0 ? (
        <p className="enquiry-form__nights" aria-live="polite">
          {t("nights", { count: nights })}
        </p>
      ) : null}
      <TextArea name="specialRequests" label={t("fields.specialRequests")} rows={3} />
      <TextArea name="dietaryRequirements" label={t("fields.dietaryRequirements")} rows={2} />
    </EnquiryForm>
  );
}

/**
 * A tour enquiry or a tailor-made request (around a tour, or from scratch
 * without one): dates or a month, travellers, wishes.
 */
export function TripRequestForm({
  tour,
  initial,
  defaults,
}: {
  tour?: { id: number; title: string } | null;
  initial?: EnquiryResult | null;
  defaults?: Values;
}) {
  const { t } = useTranslation("enquiries");
  return (
    <EnquiryForm
      type={tour ? "tour" : "tailor_made"}
      // From a tour: ask about it as it is, or have a trip tailor-made around it.
      typeChoice={tour ? ["tour", "tailor_made"] : undefined}
      initial={initial}
      defaults={defaults}
    >
      {tour ? (
        <>
          <input type="hidden" name="tourId" value={tour.id} />
          <input type="hidden" name="tourTitle" value={tour.title} />
        </>
      ) : null}
      <div className="enquiry-form__grid">
        <ContactFields />
      </div>
      <fieldset>
        <legend>{t("fields.when")}</legend>
        <div className="enquiry-form__grid">
          <Field name="startDate" type="date" label={t("fields.startDate")} />
          <Field name="endDate" type="date" label={t("fields.endDate")} />
          <Field name="travelMonth" type="month" label={t("fields.travelMonth")} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("fields.travellers")}</legend>
        <div className="enquiry-form__grid">
          <TravellerCounts infants />
        </div>
      </fieldset>
      <Select name="budget" label={t("fields.budget")} choices={BUDGETS} labels="budgets" noPreference />
      <fieldset>
        <legend>{t("fields.interests")}</legend>
        <InterestChecks />
      </fieldset>
      <TextArea name="message" label={t("fields.message")} rows={4} />
    </EnquiryForm>
  );
}
