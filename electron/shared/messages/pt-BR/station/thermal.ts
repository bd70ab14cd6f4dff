// Why the thermal engine could not convert a document: said inside printing.conversionFailed.
export const thermal = {
  unknownFormat: 'o documento não é um PDF, um ZPL nem uma imagem PNG',
  driverTakesPdf: 'uma impressora com driver recebe PDF, não {{source}}',
  driverGetsPdf: 'uma impressora com driver recebe o PDF, não uma imagem',
  zplNeedsDrawing: 'o ZPL precisa ser desenhado pelo conversor antes de ir para uma impressora {{language}}',
  pdfUnreadable: 'o PDF não pôde ser aberto (arquivo danificado ou incompleto)',
  pdfNoPage: 'o PDF não tem a página {{page}}',
  pdfUnrenderable: 'o PDF não pôde ser desenhado',
  pageTooLarge:
    'a página tem {{width, number}} × {{height, number}} mm, maior que a etiqueta de {{mediaWidth, number}} × {{mediaHeight, number}} mm',
  pngUnreadable: 'a imagem PNG não pôde ser lida',
  imageTooLarge:
    'a imagem tem {{width}} × {{height}} pontos, maior que a etiqueta de {{mediaWidth}} × {{mediaHeight}} pontos',
  zplRendererMissing: 'o renderizador de ZPL não pôde ser carregado',
  zplLabelTooLarge: 'o ZPL define uma etiqueta de {{width}} × {{height}} mm, maior que qualquer rolo de etiquetas',
  zplUndrawable: 'o ZPL não pôde ser desenhado',
  zplDrawsNothing: 'o ZPL não desenha nenhuma etiqueta',
  zplDrawnUnreadable: 'a etiqueta desenhada a partir do ZPL não pôde ser lida de volta',
  tooWide: 'imagens {{language}} têm no máximo {{maxDots}} pontos de largura, e esta etiqueta tem {{width}}',
  invalidProfile: 'o perfil da impressora tem campos inválidos: {{fields}}',
  engineStopped: 'a estação fechou o conversor antes de o documento ser convertido',
  workerExited: 'o conversor encerrou com o código {{code}}',
  workerFailed: 'o conversor falhou com um erro',
  conversionTimedOut: 'a conversão passou de {{seconds, number}} s e foi interrompida',
  tooManyPages: 'o documento tem {{pages}} etiquetas, e a estação converte no máximo {{max}} por documento',
  pageOverBudget:
    'o documento define uma etiqueta de {{width}} × {{height}} mm, mais de {{rolls}} vezes a etiqueta de {{mediaWidth, number}} × {{mediaHeight, number}} mm do perfil',
  documentOverBudget:
    'o documento desenharia {{pages}} etiquetas de {{width}} × {{height}} mm, mais que {{rolls}} etiquetas de {{mediaWidth, number}} × {{mediaHeight, number}} mm do perfil',
  imageOverBudget:
    'a imagem tem {{width}} × {{height}} pontos, mais de {{rolls}} vezes a etiqueta de {{mediaWidth}} × {{mediaHeight}} pontos',
};
