import { contactPerson } from '../content/contact-person'
import { LineIcon } from '../illustrations/LineIcon'
import { scrollToSection, sectionIds } from '../scroll-to-section'

export function ContactPersonSection() {
  const { name, role, hours, phone, email } = contactPerson
  return (
    <section
      id={sectionIds.contactPerson}
      className="landing-section landing-person"
      aria-labelledby="landing-person-title"
      data-reveal-scope
    >
      <div className="landing-person__card">
        <span className="landing-person__avatar" aria-hidden="true">
          <LineIcon name="phone" size={36} />
        </span>
        <div className="landing-person__text">
          <h2 id="landing-person-title">מדברים עם אדם, לא עם מוקד</h2>
          <p>
            כל פנייה מגיעה למי שמכיר בתי כנסת מבפנים: נעזור לבנות את המפה, לייבא את רשימת המתפללים ולהסביר
            לקהל איך מדווחים.
          </p>
          <h3>{name}</h3>
          <ul className="landing-person__details">
            <li>{role}</li>
            <li>
              <LineIcon name="clock" size={16} /> {hours}
            </li>
            {phone ? (
              <li>
                <LineIcon name="phone" size={16} />{' '}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </a>
              </li>
            ) : null}
            {email ? (
              <li>
                <LineIcon name="mail" size={16} />{' '}
                <a href={`mailto:${email}`} dir="ltr">
                  {email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        {phone || email ? null : (
          <a
            href={`#${sectionIds.contact}`}
            className="bp6-button bp6-large bp6-outlined landing-person__cta"
            onClick={(e) => {
              e.preventDefault()
              scrollToSection(sectionIds.contact)
            }}
          >
            השאירו פרטים ונחזור אליכם
          </a>
        )}
      </div>
    </section>
  )
}
