import { ContactForm } from '../contact/ContactForm'
import { PhoneReportIllustration } from '../illustrations/PhoneReportIllustration'
import { sectionIds } from '../scroll-to-section'

export function ContactSection() {
  return (
    <section
      id={sectionIds.contact}
      className="landing-section landing-contact"
      aria-labelledby="landing-contact-title"
      data-reveal-scope
    >
      <div className="landing-contact__card">
        <div className="landing-contact__intro">
          <h2 id="landing-contact-title">רוצים שנחזור אליכם?</h2>
          <p>
            השאירו שם, טלפון ואימייל. נחזור אליכם, נענה על כל שאלה ונעזור לבנות את המפה הראשונה של בית הכנסת.
          </p>
          <div className="landing-contact__picture" aria-hidden="true">
            <PhoneReportIllustration />
          </div>
        </div>
        <ContactForm />
      </div>
    </section>
  )
}
