import { PrintedMapIllustration } from '../illustrations/PrintedMapIllustration'
import { sectionIds } from '../scroll-to-section'

export function StorySection() {
  return (
    <section
      id={sectionIds.about}
      className="landing-section landing-story"
      aria-labelledby="landing-story-title"
      data-reveal-scope
    >
      <div className="landing-story__text">
        <h2 id="landing-story-title">איך נולד מקום פנוי</h2>
        <p>
          זה התחיל בשבת אחת, כשליד הדלת של בית הכנסת עמדו שמונה אורחים, ובאולם עמדו ריקים תריסר מקומות קבועים.
          הבעלים שלהם נסעו להורים, לשמחות ולבית המלון – ואף אחד לא ידע.
        </p>
        <p>
          הגבאי ניסה הכול: דף תלוי בכניסה, קבוצת וואטסאפ, טלפונים ביום חמישי בערב. שום דבר לא החזיק יותר
          משבועיים, כי כל שיטה ביקשה מהמתפללים לזכור לעשות משהו שלא היה להם נוח.
        </p>
        <p>
          אז בנינו כלי אחד פשוט: מפה של בית הכנסת, רשימת המתפללים, וקו טלפון שכל אחד יכול להתקשר אליו – גם סבא
          בן שמונים עם טלפון כשר. המערכת מזכירה ביום שישי, המפה מתעדכנת מעצמה, והגבאי מדפיס דף אחד ותולה אותו
          על הדלת.
        </p>
        <h3>מה שחשוב לנו</h3>
        <ul className="landing-story__values">
          <li>שהמתפלל לא יצטרך ללמוד שום דבר חדש.</li>
          <li>שהגבאי יעבוד פחות, לא יותר.</li>
          <li>שאורח ירגיש רצוי מהרגע שהוא נכנס בדלת.</li>
        </ul>
      </div>
      <div className="landing-story__picture" data-reveal>
        <PrintedMapIllustration title="דלת בית הכנסת עם מזוזה, ועליה מפת המקומות הפנויים לשבת" />
      </div>
    </section>
  )
}
