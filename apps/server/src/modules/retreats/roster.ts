import { retreatDiets, retreatGroups, type RetreatDiet, type RetreatGroup } from '@mahasi/contract/retreat';
import { csvCell } from '../orders/service.js';
import type { ApplicationRow } from './places.js';

const HEADER = [
  'Group',
  'State',
  'Name',
  'Age',
  'Phone',
  'Email',
  'First course',
  'Previous courses',
  'Previous teacher',
  'Physical health',
  'Mental health',
  'Medication',
  'Arrival time',
  'Diet',
  'Emergency contact',
  'Emergency phone',
  'Relation',
  'Foreign yogi',
  'Nationality',
  'Passport number',
  'Visa letter',
];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const answered = (yes: boolean, details: string) => (yes ? `Yes: ${details}` : 'No');

/**
 * The roster of a course as CSV: UTF-8 with a byte order mark (spreadsheet programs read Myanmar
 * names right), each cell quoted and a cell a spreadsheet would read as a formula neutralised, as
 * the orders export does (its `csvCell`). It carries health answers and passports: its route is for
 * the registrar and admins only, and each export is audited.
 */
export function rosterCsv(rows: ApplicationRow[]): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const row of rows) {
    const a = row.answers;
    lines.push(
      [
        retreatGroups[row.group as RetreatGroup]?.en ?? row.group,
        row.state,
        row.fullName,
        a.age,
        row.phoneNo,
        row.email,
        yesNo(a.firstCourse),
        a.previousCourses,
        a.previousTeacher,
        answered(a.physicalHealth, a.physicalHealthDetails),
        answered(a.mentalHealth, a.mentalHealthDetails),
        answered(a.takesMedication, a.medicationDetails),
        a.arrivalTime,
        [retreatDiets[a.diet as RetreatDiet]?.en ?? a.diet, a.dietDetails].filter(Boolean).join(': '),
        a.emergencyName,
        a.emergencyPhone,
        a.emergencyRelation,
        yesNo(a.foreigner),
        a.nationality,
        a.passportNumber,
        a.foreigner ? yesNo(a.visaLetter) : '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
