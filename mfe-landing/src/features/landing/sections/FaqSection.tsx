import { useId, useState } from 'react'
import { faqItems } from '../content/faq'
import { LineIcon } from '../illustrations/LineIcon'
import { sectionIds } from '../scroll-to-section'

function FaqEntry({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <li className={`landing-faq__item${open ? ' landing-faq__item--open' : ''}`}>
      <h3 className="landing-faq__question">
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{question}</span>
          <LineIcon name="chevronDown" className="landing-faq__chevron" />
        </button>
      </h3>
      <div
        id={`${id}-a`}
        role="region"
        aria-labelledby={`${id}-q`}
        className="landing-faq__answer"
        hidden={!open}
      >
        <p>{answer}</p>
      </div>
    </li>
  )
}

export function FaqSection() {
  return (
    <section
      id={sectionIds.faq}
      className="landing-section landing-faq"
      aria-labelledby="landing-faq-title"
      data-reveal-scope
    >
      <div className="landing-section__head">
        <h2 id="landing-faq-title">שאלות נפוצות</h2>
        <p>לא מצאתם תשובה? השאירו פרטים למטה ונחזור אליכם.</p>
      </div>
      <ul className="landing-faq__list">
        {faqItems.map((item) => (
          <FaqEntry key={item.question} question={item.question} answer={item.answer} />
        ))}
      </ul>
    </section>
  )
}
