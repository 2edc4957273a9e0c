import type { OrderTexts } from './en.ts'

// European Portuguese ("encomenda", "descarregar", "ficheiro"), the variant the site's "pt" serves.
export const pt: OrderTexts = {
  licencePrivate: 'Licença privada',
  licenceCommercial: 'Licença comercial',
  checkoutTrackDescription: 'MP3 a 320 kbps · licença perpétua',
  subjectWithTracks: 'Encomenda n.º {number}: os seus downloads e licenças',
  subjectGearOnly: 'Encomenda n.º {number} confirmada',
  preheaderWithTracks: 'Pagamento confirmado. As suas faixas já estão prontas a descarregar.',
  preheaderGearOnly: 'Pagamento confirmado. Estamos a preparar o envio do seu equipamento.',
  greeting: 'Olá, {name},',
  intro: 'Obrigado pela sua encomenda. O seu pagamento de {total} está confirmado.',
  tracksHeading: 'As suas faixas',
  downloadsNote:
    'Pode descarregar cada faixa {count} vezes. Cada clique abre uma nova ligação para o ficheiro MP3 (320 kbps), válida durante 60 segundos.',
  downloadButton: 'Descarregar MP3',
  licenceNumber: 'Número da licença',
  certificateLink: 'Certificado de licença (PDF)',
  licencesNote:
    'As suas licenças são perpétuas. O certificado indica o que cada licença permite; guarde-o junto dos seus documentos.',
  gearHeading: 'O seu equipamento',
  quantity: 'Quantidade',
  shippingNote: 'Estamos a preparar o seu equipamento e vamos enviá-lo para:',
  total: 'Total',
  keepEmail: 'Guarde este e-mail: contém as suas ligações de download e os números das licenças.',
  help: 'Tem alguma dúvida sobre a sua encomenda? Responda a este e-mail e teremos todo o gosto em ajudar.',
  footer: 'Recebe este e-mail porque fez a encomenda n.º {number} em {brand}.',
  ownerSubject: 'Nova venda: encomenda n.º {number} ({total})',
  ownerIntro: '{name} ({email}) pagou a encomenda n.º {number}.',
  ownerItemsHeading: 'Artigos',
  ownerShipTo: 'Morada de envio',
  ownerNoShipping: 'Encomenda digital: não há nada a enviar.',
  ownerFooter: 'Aviso de venda do seu site, {brand}.',
}
