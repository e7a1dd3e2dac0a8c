//! Salary benchmark (spec: /cb-benchmark, salary-benchmark): pay for comparable jobs across
//! companies, from published salary ranges and accepted offers. Figures are shown only when
//! enough companies stand behind them, so that no company's own pay can be read back.

use uuid::Uuid;

/// Fewer data points than this, or fewer companies, is "insufficient data for the filters".
pub const MIN_DATA_POINTS: usize = 5;
pub const MIN_COMPANIES: usize = 3;
/// Buckets of the histogram between the lowest and the highest amount.
pub const HISTOGRAM_BUCKETS: usize = 10;

/// One amount: a job's published range (its middle) or an accepted offer, with whose it is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DataPoint {
    pub company: Uuid,
    pub amount: f64,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bucket {
    pub from: f64,
    pub to: f64,
    pub count: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub count: usize,
    pub p25: f64,
    pub median: f64,
    pub p75: f64,
    pub min: f64,
    pub max: f64,
    pub histogram: Vec<Bucket>,
    amounts: Vec<f64>,
}

impl Summary {
    /// The figures of `points`, or `None` when too few points or companies stand behind them.
    pub fn of(points: &[DataPoint]) -> Option<Self> {
        let mut companies: Vec<Uuid> = points.iter().map(|point| point.company).collect();
        companies.sort();
        companies.dedup();
        if points.len() < MIN_DATA_POINTS || companies.len() < MIN_COMPANIES {
            return None;
        }
        let mut amounts: Vec<f64> = points.iter().map(|point| point.amount).collect();
        amounts.sort_by(f64::total_cmp);
        let (min, max) = (amounts[0], amounts[amounts.len() - 1]);
        Some(Self {
            count: amounts.len(),
            p25: percentile(&amounts, 0.25),
            median: percentile(&amounts, 0.5),
            p75: percentile(&amounts, 0.75),
            min,
            max,
            histogram: histogram(&amounts, min, max),
            amounts,
        })
    }

    /// The share of data points at or below `amount`, in percent (0..=100).
    pub fn percentile_of(&self, amount: f64) -> u8 {
        let at_or_below = self.amounts.partition_point(|value| *value <= amount);
        (at_or_below as f64 * 100.0 / self.amounts.len() as f64).round() as u8
    }
}

/// The `share` quantile of sorted `amounts`, interpolated between neighbours.
fn percentile(amounts: &[f64], share: f64) -> f64 {
    let position = share * (amounts.len() - 1) as f64;
    let (below, above) = (position.floor() as usize, position.ceil() as usize);
    amounts[below] + (amounts[above] - amounts[below]) * (position - below as f64)
}

fn histogram(amounts: &[f64], min: f64, max: f64) -> Vec<Bucket> {
    if max <= min {
        return vec![Bucket {
            from: min,
            to: max,
            count: amounts.len(),
        }];
    }
    let width = (max - min) / HISTOGRAM_BUCKETS as f64;
    let mut buckets: Vec<Bucket> = (0..HISTOGRAM_BUCKETS)
        .map(|index| Bucket {
            from: min + width * index as f64,
            to: min + width * (index + 1) as f64,
            count: 0,
        })
        .collect();
    for amount in amounts {
        let index = (((amount - min) / width) as usize).min(HISTOGRAM_BUCKETS - 1);
        buckets[index].count += 1;
    }
    buckets
}

/// Refusals of a salary benchmark.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BenchmarkError {
    #[error("Benchmark: insufficient data for the filters.")]
    InsufficientData,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(amounts_by_company: &[(u128, f64)]) -> Vec<DataPoint> {
        amounts_by_company
            .iter()
            .map(|(company, amount)| DataPoint {
                company: Uuid::from_u128(*company),
                amount: *amount,
            })
            .collect()
    }

    #[test]
    fn one_companys_data_alone_is_never_shown() {
        let one_company = points(&[
            (1, 1000.0),
            (1, 2000.0),
            (1, 3000.0),
            (1, 4000.0),
            (1, 5000.0),
            (1, 6000.0),
        ]);
        assert_eq!(Summary::of(&one_company), None);
    }

    #[test]
    fn two_companies_are_not_enough_however_many_points() {
        let two = points(&[
            (1, 1000.0),
            (2, 2000.0),
            (1, 3000.0),
            (2, 4000.0),
            (1, 5000.0),
            (2, 6000.0),
        ]);
        assert_eq!(Summary::of(&two), None);
    }

    #[test]
    fn three_companies_need_five_points_between_them() {
        let four = points(&[(1, 1000.0), (2, 2000.0), (3, 3000.0), (3, 4000.0)]);
        assert_eq!(Summary::of(&four), None);
        let five = points(&[(1, 1000.0), (2, 2000.0), (3, 3000.0), (3, 4000.0), (2, 5000.0)]);
        assert!(Summary::of(&five).is_some());
    }

    #[test]
    fn quartiles_interpolate_between_neighbouring_amounts() {
        let summary = Summary::of(&points(&[
            (1, 1000.0),
            (2, 2000.0),
            (3, 3000.0),
            (1, 4000.0),
            (2, 5000.0),
        ]))
        .unwrap();
        assert_eq!((summary.p25, summary.median, summary.p75), (2000.0, 3000.0, 4000.0));
        assert_eq!((summary.min, summary.max, summary.count), (1000.0, 5000.0, 5));
        let even = Summary::of(&points(&[(1, 1000.0), (2, 2000.0), (3, 3000.0), (1, 4000.0)]).repeat(2)).unwrap();
        assert_eq!(even.median, 2500.0);
    }

    #[test]
    fn the_histogram_spreads_every_amount_over_ten_buckets_from_lowest_to_highest() {
        let summary = Summary::of(&points(&[
            (1, 1000.0),
            (2, 1050.0),
            (3, 3000.0),
            (1, 4000.0),
            (2, 2000.0),
        ]))
        .unwrap();
        assert_eq!(summary.histogram.len(), HISTOGRAM_BUCKETS);
        assert_eq!(summary.histogram.iter().map(|bucket| bucket.count).sum::<usize>(), 5);
        assert_eq!((summary.histogram[0].from, summary.histogram[0].count), (1000.0, 2));
        assert_eq!((summary.histogram[9].to, summary.histogram[9].count), (4000.0, 1));
    }

    #[test]
    fn equal_amounts_make_one_bucket() {
        let summary = Summary::of(&points(&[
            (1, 2000.0),
            (2, 2000.0),
            (3, 2000.0),
            (1, 2000.0),
            (2, 2000.0),
        ]))
        .unwrap();
        assert_eq!(
            summary.histogram,
            vec![Bucket {
                from: 2000.0,
                to: 2000.0,
                count: 5
            }]
        );
    }

    #[test]
    fn an_amount_sits_at_the_share_of_points_at_or_below_it() {
        let summary = Summary::of(&points(&[
            (1, 1000.0),
            (2, 2000.0),
            (3, 3000.0),
            (1, 4000.0),
            (2, 5000.0),
        ]))
        .unwrap();
        assert_eq!(summary.percentile_of(500.0), 0);
        assert_eq!(summary.percentile_of(3000.0), 60);
        assert_eq!(summary.percentile_of(9000.0), 100);
    }
}
