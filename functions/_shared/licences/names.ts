import type { Licence } from '../contract/checkout.ts'
import type { LOCALES } from '../contract/forms.ts'

/**
 * Each licence's one name, in each language: on Stripe's page (the line items), in the emails,
 * on the PDF certificate and in its terms. The site's pages use the same names
 * (web/src/locales/<lng>/tracks.json `licence.name`; tests/architecture/licence-names.test.ts
 * keeps them equal).
 */
export const LICENCE_NAMES = {
  en: {
    private: 'Private-use licence',
    commercial: 'Commercial-use licence',
    wav: 'WAV licence',
    trackout: 'Track-out licence',
    exclusive: 'Exclusive licence',
  },
  es: {
    private: 'Licencia de uso privado',
    commercial: 'Licencia de uso comercial',
    wav: 'Licencia WAV',
    trackout: 'Licencia track-out',
    exclusive: 'Licencia exclusiva',
  },
  fr: {
    private: 'Licence d’usage privé',
    commercial: 'Licence d’usage commercial',
    wav: 'Licence WAV',
    trackout: 'Licence track-out',
    exclusive: 'Licence exclusive',
  },
  de: {
    private: 'Lizenz für private Nutzung',
    commercial: 'Lizenz für kommerzielle Nutzung',
    wav: 'WAV-Lizenz',
    trackout: 'Track-out-Lizenz',
    exclusive: 'Exklusivlizenz',
  },
  pt: {
    private: 'Licença de uso privado',
    commercial: 'Licença de uso comercial',
    wav: 'Licença WAV',
    trackout: 'Licença track-out',
    exclusive: 'Licença exclusiva',
  },
} satisfies Record<(typeof LOCALES)[number], Record<Licence, string>>
