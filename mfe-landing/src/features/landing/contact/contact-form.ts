import { LEAD_SOURCE_LANDING } from '@seats/contracts'

/** What the landing contact form holds; `message` is optional and `website` is the honeypot. */
export interface ContactFormValues {
  name: string
  phone: string
  email: string
  message: string
  website: string
}

export const emptyContactForm: ContactFormValues = {
  name: '',
  phone: '',
  email: '',
  message: '',
  website: '',
}

/** The body of POST /api/leads for this form (the contracts' leadCreateSchema). */
export interface LandingLeadBody {
  name: string
  phone: string
  email: string
  message: string
  source: string
  website?: string
}

export function trimContactForm(values: ContactFormValues): ContactFormValues {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    website: values.website.trim(),
  }
}

/** Seed §5: the button stays disabled while any of the three required fields is empty after trimming. */
export function isContactFormComplete(values: ContactFormValues): boolean {
  const trimmed = trimContactForm(values)
  return trimmed.name !== '' && trimmed.phone !== '' && trimmed.email !== ''
}

export function leadBodyFrom(values: ContactFormValues): LandingLeadBody {
  const trimmed = trimContactForm(values)
  const body: LandingLeadBody = {
    name: trimmed.name,
    phone: trimmed.phone,
    email: trimmed.email,
    message: trimmed.message,
    source: LEAD_SOURCE_LANDING,
  }
  // Only a bot fills the hidden field; the server decides what to do with it.
  if (trimmed.website !== '') body.website = trimmed.website
  return body
}
