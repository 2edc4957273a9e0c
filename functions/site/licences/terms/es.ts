import { LICENCE_NAMES } from '../../../_shared/licences/names.ts'
import type { CertificateTexts } from './en.ts'

export const es: CertificateTexts = {
  dateLocale: 'es-ES',
  title: 'Certificado de licencia',
  documentTitle: 'Certificado de licencia {number}',
  perpetual: 'Perpetua',
  licenceNumber: 'Número de licencia',
  issued: 'Fecha de emisión',
  licensee: 'Licenciatario',
  track: 'Tema',
  artistAndLicensor: 'Artista y licenciante',
  licence: 'Licencia',
  format: 'Archivos',
  termAndTerritory: 'Duración y territorio',
  termValue: 'Perpetua, en todo el mundo',
  exclusivity: 'Exclusividad',
  exclusivityValue: 'Exclusiva desde el {date}: no se vende ninguna otra licencia de este tema',
  order: 'Pedido',
  allowedHeading: 'Esta licencia te permite',
  notAllowedHeading: 'Esta licencia no te permite',
  generalTerms:
    'La licencia es no exclusiva, mundial y perpetua, y cubre los archivos entregados con el pedido: {files}. Los derechos de autor de la grabación siguen perteneciendo a {artist}.',
  generalTermsExclusive:
    'La licencia es exclusiva, mundial y perpetua, y cubre los archivos entregados con el pedido: {files}. Desde su emisión no se vende ninguna otra licencia del tema; las emitidas antes siguen siendo válidas. Los derechos de autor de la grabación siguen perteneciendo a {artist}.',
  creditLine: 'Se agradece la mención, aunque no es obligatoria: «Música: {artist} – {title}».',
  verify: 'Verifica esta licencia: escanea el código o abre',
  files: { mp3: 'MP3, 320 kbps', wav: 'máster WAV', stems: 'stems (zip)' },
  capsHeading: 'Dentro de estos límites',
  caps: {
    copies: 'Copias vendidas o distribuidas',
    streams: 'Reproducciones en streaming',
    videos: 'Videoclips',
    radio: 'Emisoras de radio',
    live: 'Actuaciones en directo de pago',
  },
  unlimited: 'Ilimitadas',
  capNotAllowed: 'No permitido',
  termsVersion: 'Condiciones de la licencia',
  licences: {
    private: {
      name: LICENCE_NAMES.es.private,
      summary: 'Para escuchar en privado y pinchar donde nadie gana dinero con la música.',
      allowed: [
        'Escuchar el tema para tu propio disfrute, en cualquier dispositivo que te pertenezca.',
        'Pincharlo en tus sesiones en contextos no comerciales: en casa, en tus prácticas y en fiestas privadas o eventos gratuitos donde nadie paga entrada y nadie te paga por pinchar.',
        'Guardar copias de seguridad del archivo para tu propio uso.',
      ],
      notAllowed: [
        'Compartir, vender, regalar o subir el archivo o cualquier copia de él.',
        'Emitir o difundir el tema en streaming, incluidos la radio, los directos, los pódcasts y las sesiones publicadas en internet.',
        'Sincronizarlo con vídeos, películas, videojuegos, anuncios o cualquier otro medio.',
        'Usarlo en eventos de pago, en contenidos monetizados o en cualquier otro contexto comercial.',
      ],
    },
    commercial: {
      name: LICENCE_NAMES.es.commercial,
      summary: 'Para uso profesional, incluidas producciones y actuaciones que generan ingresos.',
      allowed: [
        'Todo lo que permite la licencia privada.',
        'Usar el tema en producciones monetizadas, propias o de tus clientes: vídeos, películas, anuncios, videojuegos, aplicaciones y pódcasts.',
        'Emitirlo y difundirlo en streaming, incluidos directos monetizados, sesiones publicadas en internet y programas de radio.',
        'Interpretarlo en público, incluidos eventos de pago, clubes y festivales.',
        'Sincronizarlo con imágenes en movimiento (sync) en las producciones anteriores.',
      ],
      notAllowed: [
        'Revender, sublicenciar, compartir o regalar el propio archivo de audio, por separado o dentro de un pack de samples, una biblioteca o una colección de música de archivo.',
        'Atribuirte la autoría del tema o registrarlo (o una obra basada en él) como propio en un sistema de identificación de contenidos como YouTube Content ID.',
      ],
    },
    wav: {
      name: LICENCE_NAMES.es.wav,
      summary:
        'La licencia comercial con el máster WAV sin pérdida, para lanzamientos que necesitan toda la calidad.',
      allowed: [
        'Todo lo que permite la licencia comercial, dentro de los límites de esta licencia.',
        'Usar el máster WAV sin pérdida en tus producciones, mezclas y másteres.',
        'Publicar y distribuir obras basadas en el tema, hasta las copias y reproducciones indicadas abajo.',
      ],
      notAllowed: [
        'Revender, sublicenciar, compartir o regalar los archivos de audio en sí, solos o dentro de un pack de samples, una librería o una colección de música de archivo.',
        'Atribuirte la autoría del tema, o registrarlo (o una obra basada en él) como tuyo en un sistema de identificación de contenido como YouTube Content ID.',
        'Superar los límites de esta licencia sin una nueva licencia.',
      ],
    },
    trackout: {
      name: LICENCE_NAMES.es.trackout,
      summary:
        'El máster WAV y todas las pistas por separado (stems), para rehacer, remezclar e integrar el tema en tu propia producción.',
      allowed: [
        'Todo lo que permite la licencia WAV, dentro de los límites de esta licencia.',
        'Usar los stems (cada parte del tema por separado) para remezclar, rearreglar y mezclar el tema en tus propias canciones.',
        'Añadir voces y partes propias y publicar el resultado con tu nombre, mencionando al artista.',
      ],
      notAllowed: [
        'Revender, sublicenciar, compartir o regalar los archivos de audio o los stems en sí, solos o dentro de un pack de samples, una librería o una colección de música de archivo.',
        'Publicar la grabación original sin cambios como tuya, o registrarla en un sistema de identificación de contenido como YouTube Content ID.',
        'Superar los límites de esta licencia sin una nueva licencia.',
      ],
    },
    exclusive: {
      name: LICENCE_NAMES.es.exclusive,
      summary:
        'Derechos exclusivos: cualquier uso profesional, y a partir de ahora nadie más puede licenciar el tema.',
      allowed: [
        'Todo lo que permite la licencia comercial, sin límite de ventas, reproducciones ni público.',
        'Ser el único nuevo licenciatario del tema: desde la fecha de este certificado, el artista no vende ninguna otra licencia suya.',
        'Publicar obras basadas en él (remixes, edits, canciones con tu voz) con tu nombre y registrarlas, aunque no la grabación original por sí sola, en sistemas como YouTube Content ID.',
      ],
      notAllowed: [
        'Revender, sublicenciar, compartir o regalar el propio archivo de audio, por separado o en un pack de samples, una biblioteca o una colección de música de archivo.',
        'Atribuirte la autoría o los derechos de autor de la grabación original: siguen siendo del artista.',
        'Impedir que los titulares de licencias anteriores usen el tema como sus licencias les permiten.',
      ],
    },
  },
}
