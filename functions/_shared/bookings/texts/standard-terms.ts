import type { Locale } from '../../contract/forms.ts'

// The contract's terms when the owner has not written their own for a language (Settings →
// Bookings). Paragraphs are separated by a blank line; the PDF and the offer page keep them.

export const STANDARD_TERMS: Record<Locale, string> = {
  en: [
    '1. Performance. The Artist performs a DJ set at the event on the date and at the set times stated above. Changes to the date or set times need both parties’ written agreement.',
    '2. Payment. The deposit is due on signing and confirms the booking. The balance is due by the date stated above. Fees are in the currency shown and do not include travel, accommodation or technical requirements unless stated above.',
    '3. Cancellation by the Organiser. If the Organiser cancels, the deposit is not refunded. If the Organiser cancels less than 14 days before the event, the full fee is due.',
    '4. Cancellation by the Artist. If the Artist cannot perform for illness, an accident or another reason beyond their control, every amount paid is refunded in full and neither party owes the other anything further.',
    '5. Technical rider and hospitality. The Organiser provides the equipment, sound check, backstage and hospitality set out in the Artist’s technical rider, or agreed in writing.',
    '6. Recording and promotion. The set may not be recorded, streamed or broadcast without the Artist’s written consent. The Organiser may use the Artist’s name and approved photos to promote the event.',
    '7. Force majeure. Neither party is liable for a failure caused by events beyond its reasonable control. Amounts paid are then refunded or moved to a new date agreed by both parties.',
  ].join('\n\n'),
  es: [
    '1. Actuación. El Artista realiza un DJ set en el evento, en la fecha y el horario indicados arriba. Cualquier cambio de fecha u horario requiere el acuerdo por escrito de ambas partes.',
    '2. Pago. El anticipo se paga al firmar y confirma la reserva. El resto se paga antes de la fecha indicada arriba. Los importes están en la moneda indicada y no incluyen viaje, alojamiento ni requisitos técnicos salvo que se indique arriba.',
    '3. Cancelación por el Organizador. Si el Organizador cancela, el anticipo no se devuelve. Si cancela con menos de 14 días de antelación, se debe el caché completo.',
    '4. Cancelación por el Artista. Si el Artista no puede actuar por enfermedad, accidente u otra causa ajena a su voluntad, se devuelve íntegramente todo lo pagado y ninguna de las partes debe nada más a la otra.',
    '5. Rider técnico y hospitalidad. El Organizador pone el equipo, la prueba de sonido, el camerino y la hospitalidad que figuran en el rider técnico del Artista o que se acuerden por escrito.',
    '6. Grabación y promoción. El set no puede grabarse, retransmitirse ni emitirse sin el consentimiento por escrito del Artista. El Organizador puede usar el nombre del Artista y las fotos aprobadas para promocionar el evento.',
    '7. Fuerza mayor. Ninguna de las partes responde de un incumplimiento causado por hechos fuera de su control razonable. En ese caso lo pagado se devuelve o se traslada a una nueva fecha acordada por ambas partes.',
  ].join('\n\n'),
  fr: [
    '1. Prestation. L’Artiste joue un DJ set lors de l’événement, à la date et aux horaires indiqués ci-dessus. Toute modification de la date ou des horaires requiert l’accord écrit des deux parties.',
    '2. Paiement. L’acompte est dû à la signature et confirme la réservation. Le solde est dû avant la date indiquée ci-dessus. Les montants sont dans la devise indiquée et ne comprennent ni le déplacement, ni l’hébergement, ni les besoins techniques, sauf mention ci-dessus.',
    '3. Annulation par l’Organisateur. Si l’Organisateur annule, l’acompte n’est pas remboursé. S’il annule moins de 14 jours avant l’événement, la totalité du cachet est due.',
    '4. Annulation par l’Artiste. Si l’Artiste ne peut pas se produire pour cause de maladie, d’accident ou de toute autre raison indépendante de sa volonté, toutes les sommes versées sont intégralement remboursées et aucune partie ne doit rien de plus à l’autre.',
    '5. Fiche technique et accueil. L’Organisateur fournit le matériel, la balance, les loges et l’accueil prévus par la fiche technique de l’Artiste ou convenus par écrit.',
    '6. Enregistrement et promotion. Le set ne peut être enregistré, diffusé ou retransmis sans l’accord écrit de l’Artiste. L’Organisateur peut utiliser le nom de l’Artiste et les photos validées pour promouvoir l’événement.',
    '7. Force majeure. Aucune partie n’est responsable d’un manquement causé par des événements échappant à son contrôle raisonnable. Les sommes versées sont alors remboursées ou reportées sur une nouvelle date convenue par les deux parties.',
  ].join('\n\n'),
  de: [
    '1. Auftritt. Der Künstler spielt bei der Veranstaltung ein DJ-Set am oben genannten Datum zu den oben genannten Zeiten. Änderungen von Datum oder Zeiten bedürfen der schriftlichen Zustimmung beider Parteien.',
    '2. Zahlung. Die Anzahlung ist bei Unterzeichnung fällig und bestätigt die Buchung. Der Restbetrag ist bis zum oben genannten Datum fällig. Die Beträge gelten in der angegebenen Währung und umfassen weder Reise noch Unterkunft noch technische Anforderungen, sofern oben nichts anderes steht.',
    '3. Absage durch den Veranstalter. Sagt der Veranstalter ab, wird die Anzahlung nicht erstattet. Bei einer Absage weniger als 14 Tage vor der Veranstaltung ist die volle Gage fällig.',
    '4. Absage durch den Künstler. Kann der Künstler wegen Krankheit, Unfall oder aus einem anderen Grund, den er nicht zu vertreten hat, nicht auftreten, werden alle gezahlten Beträge vollständig erstattet, und keine Partei schuldet der anderen darüber hinaus etwas.',
    '5. Technischer Rider und Hospitality. Der Veranstalter stellt die Technik, den Soundcheck, den Backstage-Bereich und die Verpflegung gemäß dem technischen Rider des Künstlers oder nach schriftlicher Vereinbarung.',
    '6. Aufnahmen und Werbung. Das Set darf ohne schriftliche Zustimmung des Künstlers weder aufgenommen noch gestreamt oder gesendet werden. Der Veranstalter darf den Namen des Künstlers und freigegebene Fotos zur Bewerbung der Veranstaltung nutzen.',
    '7. Höhere Gewalt. Keine Partei haftet für Ausfälle aufgrund von Ereignissen außerhalb ihres zumutbaren Einflusses. Gezahlte Beträge werden dann erstattet oder auf einen neuen, von beiden Parteien vereinbarten Termin übertragen.',
  ].join('\n\n'),
  pt: [
    '1. Apresentação. O Artista faz um DJ set no evento, na data e no horário indicados acima. Qualquer mudança de data ou horário exige o acordo por escrito das duas partes.',
    '2. Pagamento. O sinal é pago na assinatura e confirma a reserva. O saldo vence na data indicada acima. Os valores estão na moeda indicada e não incluem viagem, hospedagem nem requisitos técnicos, salvo indicação acima.',
    '3. Cancelamento pelo Organizador. Se o Organizador cancelar, o sinal não é devolvido. Se cancelar com menos de 14 dias de antecedência, o cachê integral é devido.',
    '4. Cancelamento pelo Artista. Se o Artista não puder se apresentar por doença, acidente ou outro motivo alheio à sua vontade, todos os valores pagos são devolvidos integralmente e nenhuma das partes deve mais nada à outra.',
    '5. Rider técnico e hospitalidade. O Organizador fornece o equipamento, a passagem de som, o camarim e a hospitalidade previstos no rider técnico do Artista ou combinados por escrito.',
    '6. Gravação e divulgação. O set não pode ser gravado, transmitido ou exibido sem o consentimento por escrito do Artista. O Organizador pode usar o nome do Artista e as fotos aprovadas para divulgar o evento.',
    '7. Força maior. Nenhuma das partes responde por falhas causadas por fatos fora do seu controle razoável. Nesse caso, os valores pagos são devolvidos ou transferidos para uma nova data combinada pelas duas partes.',
  ].join('\n\n'),
}
