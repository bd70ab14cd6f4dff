export * from './said';
export { stationPtBR } from './pt-BR';
export { stationEn } from './en';
export { translate } from './translate';
